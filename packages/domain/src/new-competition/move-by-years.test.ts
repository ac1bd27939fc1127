import { describe, expect, it } from 'vitest';
import { moveByYears } from './move-by-years';

describe('a deadline moved to another year', () => {
  it('keeps its day and time written with an offset', () => {
    expect(moveByYears('2027-01-15T23:59:00Z', 1)).toBe('2028-01-15T23:59:00Z');
    expect(moveByYears('2027-01-15T23:59:00-05:00', 2)).toBe('2029-01-15T23:59:00-05:00');
  });

  it('moves Feb 29 to Feb 28 in a year without one', () => {
    expect(moveByYears('2028-02-29T12:00:00Z', 1)).toBe('2029-02-28T12:00:00Z');
    expect(moveByYears('2028-02-29T12:00:00Z', 4)).toBe('2032-02-29T12:00:00Z');
  });

  it('keeps the local time in a time zone across its daylight-saving dates', () => {
    // 10 Mar 2026 23:59 in New York is daylight time (UTC−4); 10 Mar 2027 is still standard (UTC−5).
    expect(moveByYears('2026-03-11T03:59:00Z', 1, 'America/New_York')).toBe('2027-03-11T04:59:00Z');
    // A deadline in a zone east of UTC whose local day differs from the UTC one.
    expect(moveByYears('2027-12-31T14:59:00Z', 1, 'Australia/Sydney')).toBe('2028-12-31T14:59:00Z');
  });
});
