const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * A planned start (venue-local `YYYY-MM-DDTHH:mm`) as the live view shows
 * it: `09:30`, or `Sat 10 Apr 09:30` on a competition of several days; ''
 * when not set. Read as UTC so the day never shifts with the viewer's zone.
 */
export function plannedTime(localDateTime: string, withDay: boolean): string {
  if (localDateTime === '') {
    return '';
  }
  const time = localDateTime.slice(11, 16);
  if (!withDay) {
    return time;
  }
  const day = dayFormat.format(new Date(`${localDateTime.slice(0, 10)}T00:00:00Z`));
  return `${day.replace(',', '')} ${time}`;
}
