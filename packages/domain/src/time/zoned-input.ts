import { instantOf, twoDigits as pad, wallClock, zoneOffsetMinutes } from './zone-clock';

/**
 * Deadlines as typed in a form and read back (ADR 027): a `datetime-local`
 * value is the competition's wall-clock time, stored as the instant it names.
 * Kept apart from the formatting in `zoned-time`, which /register loads
 * (its closed sentence): only the forms and the day's screens need these.
 */

/** `YYYY-MM-DD` of the instant in the zone: the competition's date of it. */
export function dateInZone(iso: string, zone: string): string {
  return isoToZonedInput(iso, zone).slice(0, 10);
}

/**
 * The value of a `datetime-local` input (`YYYY-MM-DDTHH:mm`) showing the
 * instant on the zone's wall clock; '' for no or an unreadable instant.
 */
export function isoToZonedInput(iso: string | undefined, zone: string): string {
  const ms = iso ? instantOf(iso) : undefined;
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
