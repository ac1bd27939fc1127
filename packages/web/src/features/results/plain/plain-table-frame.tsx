import { useId, type ReactNode } from 'react';

/**
 * A result table with its caption, in plain HTML for the server-drawn
 * results page (ADR 044): inside a region that scrolls sideways on a narrow
 * screen, focusable and named by the caption, as the app's `TableFrame`.
 */
export function PlainTableFrame({ caption, children }: { caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="fc-rt-scroller" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="fc-rt">
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** "Judges: A Eleanor Whitfield, B Marco Bellini …": who each letter is. */
export function PlainJudgesLegend({
  judges,
}: {
  judges: readonly { key: string; letter: string; name: string }[];
}) {
  return (
    <p className="fc-small fc-muted">
      Judges:{' '}
      {judges.map((judge, index) => (
        <span key={judge.key}>
          {index > 0 && ', '}
          <strong>{judge.letter}</strong> {judge.name}
        </span>
      ))}
    </p>
  );
}

/** The first cell of a dance's columns starts with a rule. */
export const edge = (first: boolean) => (first ? 'fc-rt-dance' : undefined);
