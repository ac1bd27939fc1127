import { useState } from 'react';
import { sentence } from '../../lib/api/api-error';
import { sendCommand } from '../../lib/api/send-command';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import classes from './live.module.css';

/** A number no live screen has seen yet, most likely: any change makes them refresh (spec §7). */
function freshRefreshIndex(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** For staff allowed to change settings: makes every open live screen scroll back to the current round. */
export function RefreshAllButton() {
  const slug = useCompetitionSlug();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const refresh = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      await sendCommand(slug, {
        type: 'updateSettings',
        patch: { liveScrollRefreshIndex: freshRefreshIndex() },
      });
    } catch (error) {
      setProblem(error instanceof Error ? sentence(error.message) : 'The refresh failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button
        type="button"
        className={classes.refresh}
        disabled={busy}
        onClick={() => void refresh()}
      >
        Refresh all live screens
      </button>
      {problem && (
        <p role="alert" className={classes.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
