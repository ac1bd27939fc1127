import type { CumulativeCell } from '@floorcraft/skating';
import type { SheetJudge } from '@floorcraft/domain';
import type { DanceTable, FinalTables } from '../../../widgets/result-tables/final-rows';
import { columnLabel } from '../../../widgets/result-tables/column-label';
import { placeText } from '../../../widgets/result-tables/place-text';
import { TieTables } from '../../../widgets/result-tables/tie-tables';
import { edge, PlainTableFrame } from './plain-table-frame';

/** The final's summary: each couple's place in every dance, the total (Rule 9) and the result. */
export function PlainSummaryTable({ tables }: { tables: FinalTables }) {
  const places = tables.summary.map((row) => row.place);
  return (
    <PlainTableFrame caption="Final summary: dance places, totals and result">
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col" className="fc-rt-names">
            Couple
          </th>
          {tables.dances.map((dance, index) => (
            <th key={dance} scope="col" className={edge(index === 0)}>
              {dance}
            </th>
          ))}
          <th scope="col" className="fc-rt-dance">
            Total
          </th>
          <th scope="col" className="fc-rt-place">
            Place
          </th>
        </tr>
      </thead>
      <tbody>
        {tables.summary.map((row) => (
          <tr key={row.number}>
            <th scope="row">{row.number}</th>
            <td className="fc-rt-names">{row.names}</td>
            {row.places.map((place, index) => (
              <td key={tables.dances[index]} className={edge(index === 0)}>
                {place}
              </td>
            ))}
            <td className="fc-rt-dance">{row.total}</td>
            <td className="fc-bold fc-rt-place">{placeText(row.place, places)}</td>
          </tr>
        ))}
      </tbody>
    </PlainTableFrame>
  );
}

/** "Why this place": each couple's place with the skating library's plain sentence. */
export function PlainPlaceReasons({ tables }: { tables: FinalTables }) {
  const places = tables.reasons.map((reason) => reason.place);
  return (
    <ul className="fc-rt-reasons" aria-label="Why each place">
      {tables.reasons.map((reason) => (
        <li key={reason.number}>
          <span className="fc-bold">
            {`${placeText(reason.place, places)}: ${reason.number} ${reason.names}.`}
          </span>{' '}
          {reason.sentence}
        </li>
      ))}
    </ul>
  );
}

function Cell({ cell, first }: { cell: CumulativeCell | undefined; first: boolean }) {
  if (!cell) {
    return <td className={edge(first)} />;
  }
  const text = cell.sum === undefined ? String(cell.count) : `${cell.count} (${cell.sum})`;
  const className = [edge(first), cell.deciding ? 'fc-rt-deciding' : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <td className={className || undefined}>
      {text}
      {cell.deciding && <span className="fc-visually-hidden">, decided the place</span>}
    </td>
  );
}

/** One dance of a final: each judge's mark, the cumulative counts up to the deciding one, the place. */
export function PlainDanceTable({ table, judges }: { table: DanceTable; judges: SheetJudge[] }) {
  const columns = table.rows.map((_, index) => index + 1);
  const places = table.rows.map((row) => row.place);
  return (
    <PlainTableFrame caption={`${table.dance}: marks and places`}>
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col" className="fc-rt-names">
            Couple
          </th>
          {judges.map((judge, index) => (
            <th key={judge.key} scope="col" title={judge.name} className={edge(index === 0)}>
              {judge.letter}
            </th>
          ))}
          {columns.map((column) => (
            <th key={column} scope="col" className={edge(column === 1)}>
              {columnLabel(column)}
            </th>
          ))}
          <th scope="col" className="fc-rt-dance fc-rt-place">
            Place
          </th>
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.number}>
            <th scope="row" title={row.sentence}>
              {row.number}
            </th>
            <td className="fc-rt-names">{row.names}</td>
            {row.marks.map((mark, index) => (
              <td key={judges[index]?.key ?? index} className={edge(index === 0)}>
                {mark}
              </td>
            ))}
            {columns.map((column) => (
              <Cell
                key={column}
                first={column === 1}
                cell={row.cumulative.find((cell) => cell.column === column)}
              />
            ))}
            <td className="fc-bold fc-rt-dance fc-rt-place">{placeText(row.place, places)}</td>
          </tr>
        ))}
      </tbody>
    </PlainTableFrame>
  );
}

/** The Rule 10 and Rule 11 comparisons of couples on equal totals, in the plain frame. */
export function PlainTieTables({ tables }: { tables: FinalTables }) {
  return <TieTables tables={tables} Frame={PlainTableFrame} />;
}
