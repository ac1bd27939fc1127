import { memo, useMemo } from 'react';
import { Sheet, printClasses } from '../../../components/print';
import type { PrintKind, PrintKindProps } from './kind';
import { judgeSheets, type JudgeSheet } from './judges-sheets-model';
import { useProgressive } from './use-progressive';
import classes from './floor-sheets.module.css';

const keep = `${printClasses.keepTogether} ${classes.heat}`;

/** Empty boxes, one per dance, for one row: crossed (prelims) or a place written in (finals). */
function Boxes({ dances }: { dances: readonly string[] }) {
  return dances.map((dance) => <td key={dance} className={classes.box} />);
}

/**
 * One table of couples, a row each with a box per dance; kept on one page,
 * so a heat never splits. `numbers` empty: `blank` rows to write them in.
 */
function CoupleTable(props: {
  caption: string;
  dances: readonly string[];
  numbers: readonly number[];
  blank?: number;
}) {
  const { caption, dances, numbers, blank = 0 } = props;
  const rows: (number | undefined)[] =
    numbers.length > 0 ? [...numbers] : Array.from({ length: blank }, () => undefined);
  return (
    <div className={keep}>
      <table className={printClasses.table}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={classes.number}>
              No.
            </th>
            {dances.map((dance) => (
              <th key={dance} scope="col">
                {dance}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((number, index) => (
            <tr key={number ?? `blank-${index}`}>
              <th scope="row" className={classes.number}>
                {number ?? ''}
              </th>
              <Boxes dances={dances} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The couples of a round as the judge marks them: by heat (prelims) or all to place (a final). */
function Couples({ sheet }: { sheet: JudgeSheet }) {
  if (sheet.heats.length === 0) {
    return (
      <>
        <p className={classes.note}>
          The couples are known once the round before is posted: write their numbers in.
        </p>
        {sheet.blankRows > 0 && (
          <CoupleTable
            caption={sheet.final ? 'Places' : 'Couples'}
            dances={sheet.dances}
            numbers={[]}
            blank={sheet.blankRows}
          />
        )}
      </>
    );
  }
  if (sheet.final) {
    return (
      <CoupleTable
        caption="Place of each couple (write 1 to n)"
        dances={sheet.dances}
        numbers={sheet.heats[0]!}
      />
    );
  }
  return sheet.heats.map((numbers, index) => (
    <CoupleTable
      key={index}
      caption={`Heat ${index + 1} of ${sheet.heats.length}`}
      dances={sheet.dances}
      numbers={numbers}
    />
  ));
}

/**
 * Where the judge checks their own card before signing: a prelim's crosses
 * per dance must equal the marks asked.
 */
function CrossCount({ sheet }: { sheet: JudgeSheet }) {
  return (
    <div className={keep}>
      <table className={printClasses.table}>
        <caption className={classes.caption}>
          Couples crossed per dance (must be {sheet.marksAsked})
        </caption>
        <thead>
          <tr>
            {sheet.dances.map((dance) => (
              <th key={dance} scope="col">
                {dance}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <Boxes dances={sheet.dances} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** One judge's paper card for one round: a printed page (or pages) of its own. */
const JudgeSheetPage = memo(function JudgeSheetPage({ sheet }: { sheet: JudgeSheet }) {
  const title = `Judge ${sheet.letter} — ${sheet.judgeName}`;
  return (
    <Sheet label={`${title}, ${sheet.eventName} ${sheet.roundName}`}>
      <h2 className={classes.judgeHead}>
        <span className={classes.letter}>{sheet.letter}</span>
        <span>{title}</span>
      </h2>
      <dl className={classes.facts}>
        <dt>Competition</dt>
        <dd>{sheet.competition}</dd>
        <dt>Event</dt>
        <dd>{sheet.eventName}</dd>
        <dt>Round</dt>
        <dd>{sheet.roundName}</dd>
        {sheet.plannedTime !== '' && (
          <>
            <dt>Planned</dt>
            <dd>{sheet.plannedTime}</dd>
          </>
        )}
        <dt>Dances</dt>
        <dd>{sheet.dances.join(', ')}</dd>
      </dl>
      <p className={classes.instruction}>{sheet.instruction}</p>
      <Couples sheet={sheet} />
      {!sheet.final && sheet.heats.length > 0 && <CrossCount sheet={sheet} />}
      <div className={`${printClasses.keepTogether} ${classes.signature}`}>
        <span>Signature</span>
        <span className={classes.line} />
        <span>Date</span>
        <span className={classes.dateLine} />
      </div>
    </Sheet>
  );
});

/**
 * Every judge's marking sheet for the chosen rounds, a page each, added a
 * few dozen at a time (a day's sheets measured 2 s in one task at once),
 * with a note on screen until all are there.
 */
export function JudgesSheets({ view, rounds }: PrintKindProps) {
  const sheets = useMemo(() => judgeSheets(view, rounds), [view, rounds]);
  const shown = useProgressive(sheets.length);
  if (sheets.length === 0) {
    return (
      <Sheet label="No judges' sheets">
        <p>
          No judge marks these rounds: awards and breaks are not marked, and no judge is set up.
        </p>
      </Sheet>
    );
  }
  return (
    <>
      {shown < sheets.length && (
        <p role="status" className={printClasses.screenOnly}>
          Preparing the sheets: {shown} of {sheets.length}…
        </p>
      )}
      {sheets.slice(0, shown).map((sheet) => (
        <JudgeSheetPage key={sheet.id} sheet={sheet} />
      ))}
    </>
  );
}

export const judgesSheetsKind: PrintKind = {
  id: 'judges',
  title: "Judges' marking sheets",
  description:
    "One per judge of each round's panel: couples by heat with a box per dance, or a final's places, and a signature line.",
  usesRounds: true,
  Sheets: JudgesSheets,
};
