import { ordinal } from '@floorcraft/skating';
import type { ComponentType, ReactNode } from 'react';
import { columnLabel } from './column-label';
import type { FinalTables } from './final-rows';

/** A result table's frame: the app's `TableFrame`, or the server-drawn pages' plain one. */
export type ResultTableFrame = ComponentType<{ caption: string; children: ReactNode }>;

const dances = (count: number) => (count === 1 ? 'dance' : 'dances');

/**
 * The Rule 10 and Rule 11 comparisons of couples on equal totals: for Rule
 * 10, how many dances each was placed at the place under review or better
 * and the sum of those places; for Rule 11, every mark counted as one dance.
 */
export function TieTables({ tables, Frame }: { tables: FinalTables; Frame: ResultTableFrame }) {
  return (
    <>
      {tables.rule10.map((step, index) => (
        <Frame key={`r10-${index}`} caption={`Rule 10 for ${ordinal(step.place)} place`}>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">{`Dances placed ${ordinal(step.place)} or better`}</th>
              <th scope="col">Sum of those places</th>
            </tr>
          </thead>
          <tbody>
            {step.couples.map((couple) => (
              <tr key={couple.couple}>
                <th scope="row">{couple.couple}</th>
                <td>{`${couple.count} ${dances(couple.count)}`}</td>
                <td>{couple.sum}</td>
              </tr>
            ))}
          </tbody>
        </Frame>
      ))}
      {tables.rule11.map((step, index) => (
        <Frame
          key={`r11-${index}`}
          caption={`Rule 11 for ${ordinal(step.place)} place: all ${step.marksPerCouple} marks of each couple as one dance, majority ${step.majority}`}
        >
          <thead>
            <tr>
              <th scope="col">No.</th>
              {step.columns.map((column) => (
                <th key={column.column} scope="col">
                  {columnLabel(column.column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {step.couples.map((couple) => (
              <tr key={couple}>
                <th scope="row">{couple}</th>
                {step.columns.map((column) => {
                  const cell = column.couples.find((entry) => entry.couple === couple);
                  return <td key={column.column}>{cell ? `${cell.count} (${cell.sum})` : ''}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </Frame>
      ))}
    </>
  );
}
