import { useCommand } from '../../lib/api/use-command';
import classes from './live.module.css';

/** A number no live screen has seen yet, most likely: any change makes them refresh (spec §7). */
function freshRefreshIndex(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** For staff allowed to change settings: makes every open live screen scroll back to the current round. */
export function RefreshAllButton() {
  const { run, pending: busy, refusal: problem } = useCommand();
  const refresh = () =>
    run({ type: 'updateSettings', patch: { liveScrollRefreshIndex: freshRefreshIndex() } });
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
