import { sendCommand } from '../../lib/api/send-command';
import { useAction } from '../../lib/api/use-action';

/** A number no live screen has seen yet, most likely: any change makes them refresh (spec §7). */
function freshRefreshIndex(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * For staff allowed to change settings: makes every open live screen of the
 * competition `slug` scroll back to the current round. Loaded only for them.
 */
export function RefreshAllButton({ slug }: { slug: string }) {
  const { run, pending: busy, refusal: problem } = useAction();
  const refresh = () =>
    run(() =>
      sendCommand(slug, {
        type: 'updateSettings',
        patch: { liveScrollRefreshIndex: freshRefreshIndex() },
      }),
    );
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
