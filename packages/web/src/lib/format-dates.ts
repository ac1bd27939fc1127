import { formatClockInZone, MONTH_NAMES } from '@floorcraft/domain';

/** The day, month and year of an ISO date ("2027-04-12"), as its words read. */
function dateParts(iso: string): { day: number; month: string; year: string } {
  return {
    day: Number(iso.slice(8, 10)),
    month: MONTH_NAMES[Number(iso.slice(5, 7)) - 1] ?? '',
    year: iso.slice(0, 4),
  };
}

/**
 * "12–13 April 2027", "30 April – 1 May 2027" or "12 April 2027" from ISO
 * dates: the dates as written, so the day never shifts with the viewer's
 * time zone, and in words without `Intl` (date-words.ts in the domain).
 */
export function formatDateRange(start: string, end: string): string {
  const a = dateParts(start);
  const b = dateParts(end);
  const whole = (p: typeof a) => `${p.day} ${p.month} ${p.year}`;
  if (start === end) {
    return whole(a);
  }
  if (a.year !== b.year) {
    return `${whole(a)} – ${whole(b)}`;
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
