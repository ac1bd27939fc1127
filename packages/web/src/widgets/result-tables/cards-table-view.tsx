import type { SheetJudge } from '@floorcraft/domain';
import { VisuallyHidden } from '@mantine/core';
import { TableFrame } from './table-frame';
import classes from './results-tables.module.css';

/** One dance's cards as they stand: couples down, judges across, whose card is still to come. */
export interface CardsTable {
  dance: string;
  judges: { judge: SheetJudge; hasCard: boolean }[];
  rows: {
    couple: number;
    /** Per judge (in `judges` order): "X" for a recall, the place in a final, '' when not marked. */
    marks: string[];
    /** Recall marks in this dance (preliminary rounds); absent in a final. */
    total?: number;
  }[];
}

interface CardsTableViewProps {
  table: CardsTable;
  names: ReadonlyMap<number, string>;
  caption: string;
}

/**
 * Every judge's card of one dance before anything is counted (the
 * scrutineer's marks, checked against the paper): an X per recall or each
 * judge's place in a final, the dance total in a preliminary round, and
 * "waiting" under a judge whose card has not come in. Drawn like the
 * recall and dance tables, in the same frame.
 */
export function CardsTableView({ table, names, caption }: CardsTableViewProps) {
  const totals = table.rows.some((row) => row.total !== undefined);
  return (
    <TableFrame caption={caption}>
      <thead>
        <tr>
          <th scope="col">No.</th>
          <th scope="col" className={classes.names}>
            Couple
          </th>
          {table.judges.map(({ judge, hasCard }, index) => (
            <th
              key={judge.key}
              scope="col"
              title={judge.name}
              className={index === 0 ? classes.danceStart : undefined}
            >
              {judge.letter}
              {!hasCard && <span className={classes.waiting}>waiting</span>}
            </th>
          ))}
          {totals && (
            <th scope="col" className={`${classes.danceStart} ${classes.place}`}>
              <VisuallyHidden>{table.dance} </VisuallyHidden>Total
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.couple}>
            <th scope="row">{row.couple}</th>
            <td className={classes.names}>{names.get(row.couple) ?? ''}</td>
            {row.marks.map((mark, index) => (
              <td
                key={table.judges[index]!.judge.key}
                className={index === 0 ? classes.danceStart : undefined}
              >
                {mark}
              </td>
            ))}
            {totals && (
              <td className={`${classes.result} ${classes.danceStart} ${classes.place}`}>
                {row.total}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
