import { describe, expect, it } from 'vitest';
import { formatDateRange } from './format-dates';

describe('formatDateRange', () => {
  it.each([
    ['2027-04-12', '2027-04-13', '12–13 April 2027'],
    ['2027-04-30', '2027-05-01', '30 April – 1 May 2027'],
    ['2027-04-12', '2027-04-12', '12 April 2027'],
    ['2027-12-31', '2028-01-01', '31 December 2027 – 1 January 2028'],
  ])('%s to %s reads %s', (start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});
