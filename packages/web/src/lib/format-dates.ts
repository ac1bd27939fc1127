import { formatClockInZone } from '@floorcraft/domain';

const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "12–13 April 2027", "30 April – 1 May 2027" or "12 April 2027" from ISO
 * dates; written in UTC so the day never shifts with the viewer's time zone.
 */
export function formatDateRange(start: string, end: string): string {
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(`${end}T00:00:00Z`);
  if (start === end) {
    return dayMonthYear.format(from);
  }
  const parts = (date: Date) =>
    dayMonthYear
      .formatToParts(date)
      .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const a = parts(from);
  const b = parts(to);
  if (a.year !== b.year) {
    return `${dayMonthYear.format(from)} – ${dayMonthYear.format(to)}`;
  }
  if (a.month !== b.month) {
    return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  }
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}

/**
 * "14:03:27": when something happened today, on the competition's clock
 * (ADR 027; `useCompetitionZone`), never the viewer's.
 */
export function clockTime(iso: string, timeZone: string): string {
  return formatClockInZone(iso, timeZone, true);
}
