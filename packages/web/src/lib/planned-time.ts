import { SHORT_MONTH_NAMES, SHORT_WEEKDAY_NAMES } from '@floorcraft/domain';

/**
 * A planned start (venue-local `YYYY-MM-DDTHH:mm`) as the schedule and live views show it:
 * `09:30`, or `Sat 10 Apr 09:30` when the competition spans days. Read as
 * UTC so the day never shifts with the viewer's own time zone, and written
 * without `Intl` (date-words.ts in the domain).
 */
export function plannedTimeLabel(localDateTime: string, withDay: boolean): string {
  if (localDateTime === '') {
    return '';
  }
  const time = localDateTime.slice(11, 16);
  if (!withDay) {
    return time;
  }
  const day = new Date(`${localDateTime.slice(0, 10)}T00:00:00Z`);
  const weekday = SHORT_WEEKDAY_NAMES[day.getUTCDay()];
  return `${weekday} ${day.getUTCDate()} ${SHORT_MONTH_NAMES[day.getUTCMonth()]} ${time}`;
}

/** The planned start as a CSV cell: `2027-04-10 09:30`, unambiguous and sortable. */
export function plannedTimeCell(localDateTime: string): string {
  return localDateTime.replace('T', ' ');
}

/**
 * Whether times need their day: the competition's dates span more than one
 * day, or planned starts fall on more than one date.
 */
export function spansDays(
  dates: { startDate: string; endDate: string },
  startTimes: Iterable<string>,
): boolean {
  if (dates.startDate !== dates.endDate) {
    return true;
  }
  const days = new Set<string>();
  for (const time of startTimes) {
    if (time !== '') {
      days.add(time.slice(0, 10));
    }
  }
  return days.size > 1;
}
