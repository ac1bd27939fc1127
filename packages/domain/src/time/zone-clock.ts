/**
 * An instant on a zone's wall clock, and the zone's offset from UTC: the
 * primitive under every zoned time (ADR 027). Its own module because the
 * app's shell needs only the offset (the top bar's "is the competition's day
 * running"), and the formatting and parsing in `zoned-time` stay out of the
 * JavaScript every page loads first (/register's budget, e2e/registration.spec.ts).
 */

/** A wall-clock time in a zone. */
export interface WallClock {
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

/**
 * A stretch of time over which a zone is a fixed number of minutes ahead of
 * UTC: from `from` (inclusive) to `until` (exclusive), in milliseconds.
 */
export interface ZoneOffsetSpan {
  from: number;
  until: number;
  minutes: number;
}

/** Offsets told by `learnZoneOffsets`, by zone. */
const learnedOffsets = new Map<string, readonly ZoneOffsetSpan[]>();

/**
 * Tells this module a zone's offsets over some stretches of time, worked out
 * elsewhere (`zoneOffsetSpans`, by the server that drew a page): its wall
 * clock inside them is then arithmetic. A phone's first `Intl.DateTimeFormat`
 * loads the browser's locale data, a task of its own of 50 ms and more, and a
 * public page should not pay it just to show the competition's clock
 * (issue 27: total blocking time).
 */
export function learnZoneOffsets(zone: string, spans: readonly ZoneOffsetSpan[]): void {
  learnedOffsets.set(zone, spans);
}

function learnedSpan(zone: string, ms: number): ZoneOffsetSpan | undefined {
  return learnedOffsets.get(zone)?.find((span) => ms >= span.from && ms < span.until);
}

function learnedWallClock(ms: number, zone: string): WallClock | undefined {
  const span = learnedSpan(zone, ms);
  if (!span) {
    return undefined;
  }
  const wall = new Date(Math.floor(ms / 1000) * 1000 + span.minutes * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** The zone's wall clock at the instant `ms`. */
export function wallClock(ms: number, zone: string): WallClock {
  return learnedWallClock(ms, zone) ?? intlWallClock(ms, zone);
}

function intlWallClock(ms: number, zone: string): WallClock {
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

/**
 * Minutes the zone's wall clock is ahead of UTC at the instant `ms`
 * (−300 for New York in winter, −240 in summer).
 */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const learned = learnedSpan(zone, ms);
  if (learned) {
    return learned.minutes;
  }
  const wall = intlWallClock(ms, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** "07" for 7: the two digits of a date or time field. */
export const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The milliseconds of an ISO date-time, or undefined for an unreadable one. */
export function instantOf(iso: string): number | undefined {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}
