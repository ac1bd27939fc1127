import { describe, expect, it } from 'vitest';
import { dateInZone, isoToZonedInput, zonedInputToIso } from './zoned-input';
import { formatClockInZone, formatDayInZone, formatInZone } from './zoned-time';
import { isTimeZoneName } from './is-time-zone-name';
import { competitionTimeZone, zoneLabel } from './time-zone-name';
import { zoneOffsetMinutes } from './zone-clock';

const NEW_YORK = 'America/New_York';

describe('formatInZone', () => {
  it('shows a deadline on the zone’s clock with the zone named', () => {
    expect(formatInZone('2027-01-01T04:59:00Z', NEW_YORK)).toBe('31 Dec 2026, 23:59 New York time');
    expect(formatInZone('2027-01-01T04:59:00Z', 'UTC')).toBe('1 Jan 2027, 04:59 UTC');
    expect(formatInZone('2027-01-01T04:59:00Z', 'Asia/Tokyo')).toBe('1 Jan 2027, 13:59 Tokyo time');
  });

  it('gives the day, the date and the clock time in the zone', () => {
    expect(formatDayInZone('2027-01-01T04:59:00Z', NEW_YORK)).toBe('31 December 2026');
    expect(dateInZone('2027-01-01T04:59:00Z', NEW_YORK)).toBe('2026-12-31');
    expect(formatClockInZone('2027-07-01T13:05:09Z', NEW_YORK)).toBe('09:05');
    expect(formatClockInZone('2027-07-01T13:05:09Z', NEW_YORK, true)).toBe('09:05:09');
  });
});

describe('zoned inputs', () => {
  it('reads a typed time as the zone’s, whatever the machine’s zone', () => {
    expect(zonedInputToIso('2026-12-31T23:59', NEW_YORK)).toBe('2027-01-01T04:59:00Z');
    expect(zonedInputToIso('2027-07-01T09:00', NEW_YORK)).toBe('2027-07-01T13:00:00Z');
    expect(isoToZonedInput('2027-01-01T04:59:00Z', NEW_YORK)).toBe('2026-12-31T23:59');
    expect(zonedInputToIso('', NEW_YORK)).toBe('');
    expect(isoToZonedInput(undefined, NEW_YORK)).toBe('');
  });

  it('reads 02:30 on the spring-forward day (skipped by the clock) as 03:30 daylight time', () => {
    // 14 March 2027: New York's clocks go from 02:00 EST to 03:00 EDT.
    const iso = zonedInputToIso('2027-03-14T02:30', NEW_YORK);
    expect(iso).toBe('2027-03-14T07:30:00Z');
    expect(formatInZone(iso, NEW_YORK)).toBe('14 Mar 2027, 03:30 New York time');
    expect(zonedInputToIso('2027-03-14T01:59', NEW_YORK)).toBe('2027-03-14T06:59:00Z');
    expect(zonedInputToIso('2027-03-14T03:00', NEW_YORK)).toBe('2027-03-14T07:00:00Z');
  });

  it('reads 01:30 on the fall-back day (shown twice) as the first, daylight one', () => {
    // 7 November 2027: 02:00 EDT goes back to 01:00 EST; 01:30 happens twice.
    expect(zonedInputToIso('2027-11-07T01:30', NEW_YORK)).toBe('2027-11-07T05:30:00Z');
    expect(isoToZonedInput('2027-11-07T05:30:00Z', NEW_YORK)).toBe('2027-11-07T01:30');
    expect(isoToZonedInput('2027-11-07T06:30:00Z', NEW_YORK)).toBe('2027-11-07T01:30');
    expect(zonedInputToIso('2027-11-07T02:30', NEW_YORK)).toBe('2027-11-07T07:30:00Z');
  });

  it('round-trips every hour across both changes', () => {
    for (let hour = 0; hour < 24 * 4; hour += 1) {
      for (const start of ['2027-03-13T00:00:00Z', '2027-11-06T00:00:00Z']) {
        const iso = new Date(Date.parse(start) + hour * 3_600_000)
          .toISOString()
          .replace('.000Z', 'Z');
        const local = isoToZonedInput(iso, NEW_YORK);
        const back = zonedInputToIso(local, NEW_YORK);
        // The second 01:xx of the fall-back night reads back as the first.
        expect(isoToZonedInput(back, NEW_YORK)).toBe(local);
      }
    }
  });

  it('knows the zone’s offset on each side of a change', () => {
    expect(zoneOffsetMinutes(NEW_YORK, Date.parse('2027-03-14T06:59:00Z'))).toBe(-300);
    expect(zoneOffsetMinutes(NEW_YORK, Date.parse('2027-03-14T07:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.parse('2027-03-14T07:00:00Z'))).toBe(330);
  });
});

describe('zone names', () => {
  it('accepts IANA zones and UTC, refuses anything else', () => {
    expect(isTimeZoneName(NEW_YORK)).toBe(true);
    expect(isTimeZoneName('UTC')).toBe(true);
    expect(isTimeZoneName('Europe/Kyiv')).toBe(true);
    expect(isTimeZoneName('America/Atlantis')).toBe(false);
    expect(isTimeZoneName('New York')).toBe(false);
    expect(isTimeZoneName('+05:00')).toBe(false);
    expect(isTimeZoneName('')).toBe(false);
  });

  it('names the zone by its place, and falls back to UTC', () => {
    expect(zoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
    expect(zoneLabel('UTC')).toBe('UTC');
    expect(competitionTimeZone({})).toBe('UTC');
    expect(competitionTimeZone({ timeZone: NEW_YORK })).toBe(NEW_YORK);
  });
});
