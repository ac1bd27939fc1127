import { describe, expect, it } from 'vitest';
import { leadNumberUpdates, parseLeadNumber } from './lead-number-updates';
import { testEntry, testEvent, testRound } from './test-events';

describe('leadNumberUpdates', () => {
  it('changes every entry the lead leads, in each event’s list and each round (spec §5 paths)', () => {
    const mine = testEntry('e1', 'a', 123);
    const other = testEntry('e2', 'b', 124);
    const events = {
      '100% Fun': testEvent(
        '100% Fun',
        [mine, other],
        [testRound('100% Fun', 2, 'Semi-Final', [mine, other])],
      ),
    };
    expect(leadNumberUpdates(events, 'a', 200)).toEqual([
      { path: 'events/100%25%20Fun/entries/e1/leadNumber', value: 200 },
      { path: 'events/100%25%20Fun/rounds/2/entries/e1/leadNumber', value: 200 },
    ]);
  });
});

describe('parseLeadNumber', () => {
  it('takes a whole number from 1 to 99999 but not the placeholder’s 9999', () => {
    expect(parseLeadNumber(' 42 ')).toBe(42);
    expect(parseLeadNumber('0')).toBe('Enter a whole number from 1 to 99999.');
    expect(parseLeadNumber('4.5')).toBe('Enter a whole number from 1 to 99999.');
    expect(parseLeadNumber('100000')).toBe('Enter a whole number from 1 to 99999.');
    expect(parseLeadNumber('9999')).toBe('9999 is kept for placeholder couples.');
  });
});
