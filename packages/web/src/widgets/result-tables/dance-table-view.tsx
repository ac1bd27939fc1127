import type { SheetJudge } from '@floorcraft/domain';
import type { CumulativeCell } from '@floorcraft/skating';
import { VisuallyHidden } from '@mantine/core';
import type { DanceTable } from './final-rows';
import { placeText } from './place-text';
import { columnLabel } from './column-label';
import { TableFrame } from './table-frame';
import classes from './results-tables.module.css';

function Cell({ cell, first }: { cell: CumulativeCell | undefined; first: boolean }) {
  const edge = first ? classes.danceStart : '';
  if (!cell) {
    return <td className={edge} />;
  }
  const text = cell.sum === undefined ? String(cell.count) : `${cell.count} (${cell.sum})`;
  return (
    <td className={`${edge} ${cell.deciding ? classes.deciding : ''}`}>
      {text}
      {cell.deciding && <VisuallyHidden>, decided the place</VisuallyHidden>}
    </td>
  );
}

/**
 * One dance of a final: each judge's mark, the cumulative counts "1",
 * "1–2" … (with the sum where it decided) up to the column that decided
 * the place, highlighted, and the place.
 */
export function DanceTableView({
  table,
  judges,
  caption,
}: {
  table: DanceTable;
  judges: SheetJudge[];
  /** The table's name; "{dance}: marks and places" unless given. */
  caption?: string;
}) {
  const columns = table.rows.map((_, index) => index + 1);
  const places = table.rows.map((row) => row.place);
  return (
    <TableFrame caption={caption ?? `${table.dance}: marks and places`}>
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col" className={classes.names}>
            Couple
          </th>
          {judges.map((judge, index) => (
            <th
              key={judge.key}
              scope="col"
              title={judge.name}
              className={index === 0 ? classes.danceStart : undefined}
            >
              {judge.letter}
            </th>
          ))}
          {columns.map((column) => (
            <th key={column} scope="col" className={column === 1 ? classes.danceStart : undefined}>
              {columnLabel(column)}
            </th>
          ))}
          <th scope="col" className={`${classes.danceStart} ${classes.place}`}>
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
            <td className={classes.names}>{row.names}</td>
            {row.marks.map((mark, index) => (
              <td
                key={judges[index]?.key ?? index}
                className={index === 0 ? classes.danceStart : undefined}
              >
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
            <td className={`${classes.result} ${classes.danceStart} ${classes.place}`}>
              {placeText(row.place, places)}
            </td>
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
