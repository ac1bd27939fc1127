import { formatCount } from '../../lib/format-count';
import { useWhenNear } from '../../lib/use-when-near';

interface PlainShowMoreProps {
  /** What the rows are, plural ("entries", "dancers"). */
  noun: string;
  shown: number;
  total: number;
  /** Adds the next rows (`useRowsInChunks`' `more`). */
  more: () => void;
  /** How many the next "more" adds. */
  step: number;
}

/**
 * The end of a long list drawn so far: a button that draws more, pressed by
 * itself as the reader scrolls near it (so scrolling just goes on), and by a
 * keyboard or a screen reader's user like any other. Key it by what was
 * asked, so each new one is watched afresh.
 */
export function PlainShowMore({ noun, shown, total, more, step }: PlainShowMoreProps) {
  const near = useWhenNear(more);
  const next = Math.min(step, total - shown);
  return (
    <p className="fc-show-more">
      <button type="button" className="fc-button fc-button-default" ref={near} onClick={more}>
        Show {next} more {noun}
      </button>{' '}
      <span className="fc-muted fc-small">
        {formatCount(shown)} of {formatCount(total)} shown
      </span>
    </p>
  );
}
