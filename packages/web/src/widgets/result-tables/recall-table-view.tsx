import { VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import type { RecallTable } from './recall-rows';
import { JudgesLegend } from './judges-legend';
import { placeText } from './place-text';
import { TableFrame } from './table-frame';
import classes from './results-tables.module.css';

interface RecallTableViewProps {
  table: RecallTable;
  roundName: string;
  nextRoundName: string | undefined;
}

/** A preliminary round's recall table: an X for each judge's recall per dance, totals, who went through. */
export function RecallTableView({ table, roundName, nextRoundName }: RecallTableViewProps) {
  const { judges, dances, rows } = table;
  const places = rows.flatMap((row) => (row.place === undefined ? [] : [row.place]));
  const to = nextRoundName ? ` to the ${nextRoundName}` : '';
  return (
    <>
      <p>
        {table.recalledCount} couples recalled{to}
        {table.marksNeeded !== undefined && `, with ${table.marksNeeded} marks or more`}.
      </p>
      <JudgesLegend judges={judges} />
      <TableFrame caption={`${roundName}: recalls by judge and dance`}>
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
              Result
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
                {row.recalled
                  ? 'Recalled'
                  : row.place !== undefined
                    ? placeText(row.place, places)
                    : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </>
  );
}
