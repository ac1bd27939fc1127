import { VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { ToneBadge } from '../../components/tone-badge';
import type { RecallRow, RecallTable } from './recall-rows';
import { JudgesLegend } from './judges-legend';
import { placeText } from './place-text';
import { TableFrame } from './table-frame';
import { useTableVariant } from './table-variant';
import classes from './results-tables.module.css';

interface RecallTableViewProps {
  table: RecallTable;
  roundName: string;
  nextRoundName: string | undefined;
  /** The table's name; "{round}: recalls by judge and dance" unless given. */
  caption?: string;
}

/** The last column: the result ("Recalled" or the place), or on the staff's sheet Yes, No or Undecided. */
function Outcome({ row, places }: { row: RecallRow; places: number[] }) {
  if (useTableVariant() === 'staff') {
    if (row.undecided) {
      return <ToneBadge tone="warning">Undecided</ToneBadge>;
    }
    return row.recalled ? (
      <ToneBadge tone="good">Yes</ToneBadge>
    ) : (
      <ToneBadge tone="waiting">No</ToneBadge>
    );
  }
  if (row.recalled) {
    return 'Recalled';
  }
  return row.place === undefined ? null : placeText(row.place, places);
}

/** A preliminary round's recall table: an X for each judge's recall per dance, totals, who went through. */
export function RecallTableView({
  table,
  roundName,
  nextRoundName,
  caption,
}: RecallTableViewProps) {
  const { judges, dances, rows } = table;
  const staff = useTableVariant() === 'staff';
  const places = rows.flatMap((row) => (row.place === undefined ? [] : [row.place]));
  const to = nextRoundName ? ` to the ${nextRoundName}` : '';
  return (
    <>
      <p>
        {table.recalledCount} couples recalled{to}
        {table.marksNeeded !== undefined && `, with ${table.marksNeeded} marks or more`}.
      </p>
      <JudgesLegend judges={judges} />
      <TableFrame caption={caption ?? `${roundName}: recalls by judge and dance`}>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              No.
            </th>
            <th scope="col" rowSpan={2} className={classes.names}>
              Couple
            </th>
            {dances.map((dance) => (
              <th
                key={dance}
                scope="colgroup"
                colSpan={judges.length + 1}
                className={classes.danceStart}
              >
                {dance}
              </th>
            ))}
            <th scope="col" rowSpan={2}>
              Total
            </th>
            <th scope="col" rowSpan={2} className={classes.place}>
              {staff ? 'Recalled' : 'Result'}
            </th>
          </tr>
          <tr>
            {dances.map((dance) => (
              <Fragment key={dance}>
                {judges.map((judge, index) => (
                  <th
                    key={judge.key}
                    scope="col"
                    className={index === 0 ? classes.danceStart : undefined}
                    title={judge.name}
                  >
                    {judge.letter}
                  </th>
                ))}
                <th scope="col">
                  <VisuallyHidden>{dance} </VisuallyHidden>Total
                </th>
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} className={row.recalled ? classes.recalled : undefined}>
              <th scope="row">{row.number}</th>
              <td className={classes.names}>{row.names}</td>
              {row.dances.map((dance, danceIndex) => (
                <Fragment key={dances[danceIndex]}>
                  {dance.recalledBy.map((recalled, index) => (
                    <td
                      key={judges[index]!.key}
                      className={index === 0 ? classes.danceStart : undefined}
                    >
                      {recalled ? 'X' : ''}
                    </td>
                  ))}
                  <td>{dance.total}</td>
                </Fragment>
              ))}
              <td className={classes.result}>{row.total}</td>
              <td className={`${classes.result} ${classes.place}`}>
                <Outcome row={row} places={places} />
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </>
  );
}
