import { memo, useMemo } from 'react';
import { Sheet, printClasses } from '../../../components/print';
import type { PrintKind, PrintKindProps } from './kind';
import { heatSheets, type HeatSheetHeat, type HeatSheetRound } from './heat-sheets-model';
import { useProgressive } from './use-progressive';
import classes from './floor-sheets.module.css';

const keep = `${printClasses.keepTogether} ${classes.heat}`;

/** One heat as a table of its own, kept on one page: a heat never splits across sheets. */
function HeatTable({ heat, of }: { heat: HeatSheetHeat; of: number }) {
  return (
    <div className={keep}>
      <table className={printClasses.table}>
        <caption className={classes.caption}>
          Heat {heat.heat} of {of} — {heat.couples.length} couple
          {heat.couples.length === 1 ? '' : 's'}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={classes.number}>
              No.
            </th>
            <th scope="col">Lead</th>
            <th scope="col">Follow</th>
            <th scope="col">School</th>
          </tr>
        </thead>
        <tbody>
          {heat.couples.map((couple) => (
            <tr key={couple.number}>
              <th scope="row" className={classes.number}>
                {couple.number}
              </th>
              <td>{couple.lead}</td>
              <td>{couple.follow}</td>
              <td>{couple.schools}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One round: its title, dances and planned time kept on the page of its
 * first heat (a heading never ends a page), then the other heats.
 */
const HeatRound = memo(function HeatRound({ round }: { round: HeatSheetRound }) {
  const head = (
    <>
      <h2 className={classes.roundHead}>
        {round.plannedTime !== '' && `${round.plannedTime} — `}
        {round.title}
      </h2>
      {!round.item && (
        <p className={classes.roundFacts}>
          {round.dances.join(', ')}
          {round.heats.length > 0 &&
            ` · ${round.heats.length} heat${round.heats.length === 1 ? '' : 's'}`}
        </p>
      )}
    </>
  );
  if (round.item) {
    return <div className={printClasses.keepTogether}>{head}</div>;
  }
  const [first, ...rest] = round.heats;
  return (
    <>
      <div className={printClasses.keepTogether}>
        {head}
        {first ? (
          <HeatTable heat={first} of={round.heats.length} />
        ) : (
          <p className={classes.note}>Couples are known once the round before is posted.</p>
        )}
      </div>
      {rest.map((heat) => (
        <HeatTable key={heat.heat} heat={heat} of={round.heats.length} />
      ))}
    </>
  );
});

/**
 * Each chosen round's heats with numbers, names, schools and planned times,
 * run on; a long day added a few dozen rounds at a time (the busiest day of
 * the large competition, 216 rounds, measured up to half a second in one
 * task at once on a loaded machine), with a note on screen until all are there.
 */
export function HeatSheets({ view, rounds }: PrintKindProps) {
  const sheetRounds = useMemo(() => heatSheets(view, rounds), [view, rounds]);
  const shown = useProgressive(sheetRounds.length, 30, 40);
  return (
    <Sheet label="Heat sheets">
      <p className={printClasses.sheetSubtitle}>{view.metadata.fullName}: heat sheets</p>
      {sheetRounds.length === 0 && <p>No rounds chosen.</p>}
      {shown < sheetRounds.length && (
        <p role="status" className={printClasses.screenOnly}>
          Preparing the heat sheets: {shown} of {sheetRounds.length} rounds…
        </p>
      )}
      {sheetRounds.slice(0, shown).map((round) => (
        <HeatRound key={round.roundId} round={round} />
      ))}
    </Sheet>
  );
}

export const heatSheetsKind: PrintKind = {
  id: 'heats',
  title: 'Heat sheets',
  description:
    "For the deck captain and MC: each round's heats with numbers, names, schools and planned times.",
  usesRounds: true,
  Sheets: HeatSheets,
};
