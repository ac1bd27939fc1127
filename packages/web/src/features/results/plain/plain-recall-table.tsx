import { Fragment } from 'react';
import { placeText } from '../../../widgets/result-tables/place-text';
import type { RecallRow, RecallTable } from '../../../widgets/result-tables/recall-rows';
import { useShownInChunks } from '../../../hooks/use-shown-in-chunks';
import { edge, PlainJudgesLegend, PlainTableFrame } from './plain-table-frame';

/** Couples drawn at once: a first round of hundreds follows in batches, never blocking. */
const ROWS_PER_CHUNK = 60;

function Outcome({ row, places }: { row: RecallRow; places: number[] }) {
  if (row.recalled) {
    return 'Recalled';
  }
  return row.place === undefined ? null : placeText(row.place, places);
}

/** A preliminary round's recall table as the app's `RecallTableView` draws it on screen. */
export function PlainRecallTable({
  table,
  roundName,
  nextRoundName,
}: {
  table: RecallTable;
  roundName: string;
  nextRoundName: string | undefined;
}) {
  const { judges, dances, rows } = table;
  const shown = useShownInChunks(rows.length, ROWS_PER_CHUNK, ROWS_PER_CHUNK);
  const places = rows.flatMap((row) => (row.place === undefined ? [] : [row.place]));
  const to = nextRoundName ? ` to the ${nextRoundName}` : '';
  return (
    <>
      <p>
        {`${table.recalledCount} couples recalled${to}`}
        {table.marksNeeded !== undefined && `, with ${table.marksNeeded} marks or more`}.
      </p>
      <PlainJudgesLegend judges={judges} />
      <PlainTableFrame caption={`${roundName}: recalls by judge and dance`}>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              No.
            </th>
            <th scope="col" rowSpan={2} className="fc-rt-names">
              Couple
            </th>
            {dances.map((dance) => (
              <th key={dance} scope="colgroup" colSpan={judges.length + 1} className="fc-rt-dance">
                {dance}
              </th>
            ))}
            <th scope="col" rowSpan={2}>
              Total
            </th>
            <th scope="col" rowSpan={2} className="fc-rt-place">
              Result
            </th>
          </tr>
          <tr>
            {dances.map((dance) => (
              <Fragment key={dance}>
                {judges.map((judge, index) => (
                  <th key={judge.key} scope="col" className={edge(index === 0)} title={judge.name}>
                    {judge.letter}
                  </th>
                ))}
                <th scope="col">
                  <span className="fc-visually-hidden">{dance} </span>Total
                </th>
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, shown).map((row) => (
            <tr key={row.number} className={row.recalled ? 'fc-rt-recalled' : undefined}>
              <th scope="row">{row.number}</th>
              <td className="fc-rt-names">{row.names}</td>
              {row.dances.map((dance, danceIndex) => (
                <Fragment key={dances[danceIndex]}>
                  {dance.recalledBy.map((recalled, index) => (
                    <td key={judges[index]!.key} className={edge(index === 0)}>
                      {recalled ? 'X' : ''}
                    </td>
                  ))}
                  <td>{dance.total}</td>
                </Fragment>
              ))}
              <td className="fc-bold">{row.total}</td>
              <td className="fc-bold fc-rt-place">
                <Outcome row={row} places={places} />
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTableFrame>
    </>
  );
}
