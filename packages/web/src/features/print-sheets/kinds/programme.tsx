import { useMemo } from 'react';
import { printClasses, Sheet } from '../../../components/print';
import { dayName } from '../scope';
import type { PrintKind, PrintKindProps } from './kind';
import { programmeDays, type ProgrammeDay } from './programme-model';
import classes from './programme.module.css';

function DaySheet({ day, competition }: { day: ProgrammeDay; competition: string }) {
  const heading = day.day === '' ? 'Time not set yet' : dayName(day.day);
  return (
    <Sheet label={`Programme, ${heading}`}>
      <h2 className={printClasses.sheetTitle}>{competition}</h2>
      <h3 className={printClasses.sheetSubtitle}>Programme: {heading}</h3>
      <table className={printClasses.table}>
        <thead>
          <tr>
            <th scope="col" className={classes.nowrap}>
              Time
            </th>
            <th scope="col" className={classes.event}>
              Event
            </th>
            <th scope="col" className={classes.nowrap}>
              Round
            </th>
            <th scope="col" className={`${classes.number} ${classes.nowrap}`}>
              Couples
            </th>
            <th scope="col">Dances</th>
          </tr>
        </thead>
        <tbody>
          {day.lines.map((line) =>
            line.item ? (
              <tr key={line.roundId} className={classes.item}>
                <td>{line.time}</td>
                <td colSpan={4}>{line.name}</td>
              </tr>
            ) : (
              <tr key={line.roundId}>
                <td className={classes.nowrap}>{line.time}</td>
                <td>{line.event}</td>
                <td className={classes.nowrap}>{line.round}</td>
                <td className={classes.number}>{line.couples}</td>
                <td>{line.dances}</td>
              </tr>
            ),
          )}
        </tbody>
      </table>
    </Sheet>
  );
}

/** The schedule with planned times, one sheet per day; breaks and awards read as such. */
function ProgrammeSheets({ view }: PrintKindProps) {
  const days = useMemo(() => programmeDays(view.events), [view.events]);
  if (days.length === 0) {
    return (
      <Sheet>
        <p>Nothing is on the schedule yet.</p>
      </Sheet>
    );
  }
  return days.map((day) => (
    <DaySheet key={day.day} day={day} competition={view.metadata.fullName} />
  ));
}

export const programmeKind: PrintKind = {
  id: 'programme',
  title: 'Programme',
  description: 'The schedule with planned times, by day.',
  usesRounds: false,
  Sheets: ProgrammeSheets,
};
