import { authorize } from '@floorcraft/domain';
import { sendCommand } from '../../lib/api/send-command';
import { useAction } from '../../lib/api/use-action';
import type { SignedInMember } from './use-signed-in-member';

/** A number no live screen has seen yet, most likely: any change makes them refresh (spec §7). */
function freshRefreshIndex(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * For staff allowed to change settings (updateSettings; the server decides
 * the command all the same): makes every open live screen of the
 * competition `slug` scroll back to the current round. Loaded only for a
 * member signed in; nothing for one whose roles may not change settings.
 */
export function RefreshAllButton({ slug, member }: { slug: string; member: SignedInMember }) {
  const { run, pending: busy, refusal: problem } = useAction();
  const allowed = authorize(
    { kind: 'member', userId: member.userId, roles: member.roles },
    'updateSettings',
  ).allowed;
  const refresh = () =>
    run(() =>
      sendCommand(slug, {
        type: 'updateSettings',
        patch: { liveScrollRefreshIndex: freshRefreshIndex() },
      }),
    );
  if (!allowed) {
    return null;
  }
  return (
    <div>
      <button
        type="button"
        className="fc-live-refresh"
        disabled={busy}
        onClick={() => void refresh()}
      >
        Refresh all live screens
      </button>
      {problem && (
        <p role="alert" className="fc-live-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
