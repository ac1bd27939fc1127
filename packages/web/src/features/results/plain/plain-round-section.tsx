import { heldBackText } from '../../../widgets/result-tables/held-back-text';
import type { HeldFinalSheet, RoundSheet } from '../../../widgets/result-tables/event-results';
import { placeText } from '../../../widgets/result-tables/place-text';
import {
  PlainDanceTable,
  PlainPlaceReasons,
  PlainSummaryTable,
  PlainTieTables,
} from './plain-final-tables';
import { PlainRecallTable } from './plain-recall-table';

/** A final held for the big screen or the awards (ADR 029): the places out so far, and what waits. */
function HeldPlaces({ sheet }: { sheet: HeldFinalSheet }) {
  const places = sheet.places.map((other) => other.place);
  return (
    <>
      <p className="fc-large" role="status">
        {heldBackText(sheet.heldBack, sheet.places.length)}
      </p>
      {sheet.places.length > 0 && (
        <ol className="fc-rt-reasons" aria-label="Places announced so far">
          {sheet.places.map((couple) => (
            <li key={couple.number}>
              {`${placeText(couple.place, places)} ${couple.number} ${couple.names}`}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** The round's tamper-evident mark record as posted (issue 15), as the app's `MarkRecord`. */
function MarkRecord({ hash }: { hash: string }) {
  return (
    <p className="fc-small">
      Mark record: <code title={hash}>{hash.slice(0, 16)}…</code>
    </p>
  );
}

/** One posted round of an event in plain HTML: its recall table, or the final's tables and reasons. */
export function PlainRoundSection({ sheet, eventName }: { sheet: RoundSheet; eventName: string }) {
  const headingId = `round-${sheet.roundNumber}`;
  return (
    <section className="fc-rt-round" aria-labelledby={headingId}>
      <h2 id={headingId}>{sheet.roundName}</h2>
      {sheet.kind === 'problem' && (
        <p className="fc-rt-alert" role="alert">
          {`The posted marks of the ${eventName} ${sheet.roundName} cannot be scored: ${sheet.message}`}
        </p>
      )}
      {sheet.kind === 'held' && <HeldPlaces sheet={sheet} />}
      {sheet.kind === 'recall' && (
        <PlainRecallTable
          table={sheet}
          roundName={sheet.roundName}
          nextRoundName={sheet.nextRoundName}
        />
      )}
      {sheet.kind === 'final' && (
        <>
          <h3>Result</h3>
          <PlainSummaryTable tables={sheet} />
          <h3>Why this place</h3>
          <PlainPlaceReasons tables={sheet} />
          {(sheet.rule10.length > 0 || sheet.rule11.length > 0) && (
            <>
              <h3>Equal totals: Rules 10 and 11</h3>
              <PlainTieTables tables={sheet} />
            </>
          )}
          <h3>Dance by dance</h3>
          {sheet.danceTables.map((table) => (
            <PlainDanceTable key={table.dance} table={table} judges={sheet.judges} />
          ))}
        </>
      )}
      {sheet.markHash && <MarkRecord hash={sheet.markHash} />}
    </section>
  );
}
