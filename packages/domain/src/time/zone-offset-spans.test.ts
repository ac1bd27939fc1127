import { describe, expect, it } from 'vitest';
import { learnZoneOffsets, wallClock, zoneOffsetMinutes } from './zone-clock';
import { formatInZone } from './zoned-time';
import { zoneOffsetSpans } from './zone-offset-spans';

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe('zoneOffsetSpans', () => {
  it('splits a year in New York at its two clock changes, to the minute', () => {
    expect(
      zoneOffsetSpans('America/New_York', at('2027-01-01T00:00:00Z'), at('2028-01-01T00:00:00Z')),
    ).toEqual([
      { from: at('2027-01-01T00:00:00Z'), until: at('2027-03-14T07:00:00Z'), minutes: -300 },
      { from: at('2027-03-14T07:00:00Z'), until: at('2027-11-07T06:00:00Z'), minutes: -240 },
      { from: at('2027-11-07T06:00:00Z'), until: at('2028-01-01T00:00:00Z'), minutes: -300 },
    ]);
  });

  it('gives a zone without summer time one span', () => {
    expect(
      zoneOffsetSpans('Asia/Kathmandu', at('2027-01-01T00:00:00Z'), at('2028-01-01T00:00:00Z')),
    ).toEqual([
      { from: at('2027-01-01T00:00:00Z'), until: at('2028-01-01T00:00:00Z'), minutes: 345 },
    ]);
  });
});

describe('a wall clock from learned offsets', () => {
  // Lord Howe Island moves its clock by half an hour; Kathmandu is 5:45 ahead of UTC.
  const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu'];
  const from = at('2026-12-01T00:00:00Z');
  const until = at('2028-02-01T00:00:00Z');

  it('reads every hour of a year as Intl does, and the minutes around each change', () => {
    const instants: number[] = [];
    for (let ms = from + 17 * 60_000 + 23_000; ms < until; ms += HOUR) {
      instants.push(ms);
    }
    for (const zone of zones) {
      for (const span of zoneOffsetSpans(zone, from, until).slice(1)) {
        instants.push(span.from - 60_001, span.from - 1, span.from, span.from + 59_999);
      }
    }
    const byIntl = zones.map((zone) =>
      instants.map((ms) => [wallClock(ms, zone), zoneOffsetMinutes(zone, ms)]),
    );
    for (const zone of zones) {
      learnZoneOffsets(zone, zoneOffsetSpans(zone, from, until));
    }
    const learned = zones.map((zone) =>
      instants.map((ms) => [wallClock(ms, zone), zoneOffsetMinutes(zone, ms)]),
    );
    expect(learned).toEqual(byIntl);
  });

  it('reads the learned offset inside its stretch, and asks Intl outside it', () => {
    // An offset of 0 for Chicago, wrong on purpose: it shows which of the two answered.
    learnZoneOffsets('America/Chicago', [{ from, until, minutes: 0 }]);
    expect(formatInZone('2026-12-31T12:00:00Z', 'America/Chicago')).toBe(
      '31 Dec 2026, 12:00 Chicago time',
    );
    expect(zoneOffsetMinutes('America/Chicago', at('2027-07-01T12:00:00Z'))).toBe(0);
    expect(formatInZone('2028-07-01T12:00:00Z', 'America/Chicago')).toBe(
      '1 Jul 2028, 07:00 Chicago time',
    );
    expect(zoneOffsetMinutes('America/Chicago', at('2028-07-01T12:00:00Z'))).toBe(-300);
  });
});
