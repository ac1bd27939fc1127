import { MONTH_NAMES as MONTHS } from './date-words';
import { zoneLabel } from './time-zone-name';
import { instantOf, twoDigits as pad, wallClock } from './zone-clock';

/**
 * Times are stored as instants (ISO date-times) and shown in the
 * competition's zone (ADR 027). This module shows an instant on the zone's
 * clock (`zone-clock`), `zoned-input` reads a typed time back; the web app,
 * the mail and the printed sheets all go through them, never through the
 * viewer's zone.
 */

/** "31 Dec 2026, 23:59 New York time": a deadline as every screen, mail and sheet shows it. */
export function formatInZone(iso: string, zone: string): string {
  const ms = instantOf(iso);
  if (ms === undefined) {
    return iso;
  }
  const w = wallClock(ms, zone);
  const month = (MONTHS[w.month - 1] ?? '').slice(0, 3);
  return `${w.day} ${month} ${w.year}, ${pad(w.hour)}:${pad(w.minute)} ${zoneLabel(zone)}`;
}

/** "31 December 2026": the zone's date of an instant, in words. */
export function formatDayInZone(iso: string, zone: string): string {
  const ms = instantOf(iso);
  if (ms === undefined) {
    return iso;
  }
  const w = wallClock(ms, zone);
  return `${w.day} ${MONTHS[w.month - 1] ?? ''} ${w.year}`;
}

/**
 * "14:03" (or "14:03:27" with seconds): the zone's clock time of an instant,
 * for times of the day itself, where the zone is the venue's and named once
 * on the screen rather than on every line.
 */
export function formatClockInZone(iso: string, zone: string, withSeconds = false): string {
  const ms = instantOf(iso);
  if (ms === undefined) {
    return iso;
  }
  const w = wallClock(ms, zone);
  const time = `${pad(w.hour)}:${pad(w.minute)}`;
  return withSeconds ? `${time}:${pad(w.second)}` : time;
}
