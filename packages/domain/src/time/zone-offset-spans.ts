import { zoneOffsetMinutes, type ZoneOffsetSpan } from './zone-clock';

const MINUTE = 60_000;
/** How far apart the offset is sampled: no zone changes its offset twice within it. */
const STEP = 12 * 60 * MINUTE;

/**
 * The first whole minute in (`before`, `after`] at which the zone's offset is
 * no longer `minutes`, given it is at `after`. Offsets change on whole minutes.
 */
function changeBetween(zone: string, before: number, after: number, minutes: number): number {
  let low = before;
  let high = after;
  while (high - low > MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (zoneOffsetMinutes(zone, middle) === minutes) {
      low = middle;
    } else {
      high = middle;
    }
  }
  return high;
}

/**
 * The zone's offsets from `from` to `until` (milliseconds), as the stretches
 * between its changes (summer time): what a page tells the browser so it can
 * show the zone's clock without loading its locale data (`learnZoneOffsets`).
 */
export function zoneOffsetSpans(zone: string, from: number, until: number): ZoneOffsetSpan[] {
  const start = Math.floor(from / MINUTE) * MINUTE;
  const spans: ZoneOffsetSpan[] = [];
  let spanFrom = start;
  let minutes = zoneOffsetMinutes(zone, start);
  for (let at = start; at < until; at += STEP) {
    const next = Math.min(at + STEP, until);
    const offset = zoneOffsetMinutes(zone, next);
    if (offset !== minutes) {
      const change = changeBetween(zone, at, next, minutes);
      spans.push({ from: spanFrom, until: change, minutes });
      spanFrom = change;
      minutes = offset;
    }
  }
  spans.push({ from: spanFrom, until, minutes });
  return spans;
}
