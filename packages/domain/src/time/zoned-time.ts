import { zoneLabel } from './time-zone-name';

/**
 * Times are stored as instants (ISO date-times) and shown in the
 * competition's zone (ADR 027). This module is the one place that turns an
 * instant into the zone's wall-clock time and back; the web app, the mail
 * and the printed sheets all go through it, never through the viewer's zone.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A wall-clock time in a zone. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function wallClock(ms: number, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(ms)) {
    if (part.type !== 'literal') {
      parts[part.type] = Number(part.value);
    }
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function instant(iso: string): number | undefined {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Minutes the zone's wall clock is ahead of UTC at the instant `ms`
 * (−300 for New York in winter, −240 in summer).
 */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const wall = wallClock(ms, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** `YYYY-MM-DD` of the instant in the zone: the competition's date of it. */
export function dateInZone(iso: string, zone: string): string {
  return isoToZonedInput(iso, zone).slice(0, 10);
}

/**
 * The value of a `datetime-local` input (`YYYY-MM-DDTHH:mm`) showing the
 * instant on the zone's wall clock; '' for no or an unreadable instant.
 */
export function isoToZonedInput(iso: string | undefined, zone: string): string {
  const ms = iso ? instant(iso) : undefined;
  if (ms === undefined) {
    return '';
  }
  const w = wallClock(ms, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * The instant (ISO, UTC) of a wall-clock `YYYY-MM-DDTHH:mm` typed for the
 * zone; '' stays '' and an unreadable value gives ''. Daylight-saving
 * changes are decided as Temporal's "compatible" rule does: a time the clock
 * skipped (02:30 on the spring-forward night in New York) is read with the
 * offset before the change, so it lands as far after the change (03:30); a
 * time the clock shows twice (01:30 on the fall-back night) is the first of
 * the two (daylight time), so a deadline never moves later than typed.
 */
export function zonedInputToIso(localValue: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(localValue);
  if (!match) {
    return '';
  }
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) {
    return '';
  }
  // The zone's offset a day either side of the time covers any change
  // within it; each offset proposes an instant, kept if it shows the time typed.
  const before = zoneOffsetMinutes(zone, asUtc - 86_400_000);
  const after = zoneOffsetMinutes(zone, asUtc + 86_400_000);
  const wanted = isoWithoutMillis(asUtc).slice(0, 16);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((ms) => isoToZonedInput(isoWithoutMillis(ms), zone) === wanted)
    .sort((a, b) => a - b);
  return isoWithoutMillis(candidates[0] ?? asUtc - before * 60_000);
}

function isoWithoutMillis(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

/** "31 Dec 2026, 23:59 New York time": a deadline as every screen, mail and sheet shows it. */
export function formatInZone(iso: string, zone: string): string {
  const ms = instant(iso);
  if (ms === undefined) {
    return iso;
  }
  const w = wallClock(ms, zone);
  const month = (MONTHS[w.month - 1] ?? '').slice(0, 3);
  return `${w.day} ${month} ${w.year}, ${pad(w.hour)}:${pad(w.minute)} ${zoneLabel(zone)}`;
}

/** "31 December 2026": the zone's date of an instant, in words. */
export function formatDayInZone(iso: string, zone: string): string {
  const ms = instant(iso);
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
  const ms = instant(iso);
  if (ms === undefined) {
    return iso;
  }
  const w = wallClock(ms, zone);
  const time = `${pad(w.hour)}:${pad(w.minute)}`;
  return withSeconds ? `${time}:${pad(w.second)}` : time;
}
