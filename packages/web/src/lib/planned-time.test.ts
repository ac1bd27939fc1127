import { describe, expect, it } from 'vitest';
import { plannedTimeCell, plannedTimeLabel, spansDays } from './planned-time';

describe('plannedTimeLabel', () => {
  it('shows HH:mm alone on a one-day competition', () => {
    expect(plannedTimeLabel('2027-04-10T09:30', false)).toBe('09:30');
  });

  it('adds the day when the competition spans days, whatever the viewer’s time zone', () => {
    expect(plannedTimeLabel('2027-04-10T09:30', true)).toBe('Sat 10 Apr 09:30');
    expect(plannedTimeLabel('2027-04-11T00:05', true)).toBe('Sun 11 Apr 00:05');
    expect(plannedTimeLabel('2027-09-03T18:00', true)).toBe('Fri 3 Sept 18:00');
  });

  it('shows nothing for a round without a planned start', () => {
    expect(plannedTimeLabel('', true)).toBe('');
  });
});

describe('plannedTimeCell', () => {
  it('writes the full local date and time for a CSV file', () => {
    expect(plannedTimeCell('2027-04-10T09:30')).toBe('2027-04-10 09:30');
    expect(plannedTimeCell('')).toBe('');
  });
});

describe('spansDays', () => {
  const oneDay = { startDate: '2027-04-10', endDate: '2027-04-10' };

  it('is true when the competition’s dates cover more than one day', () => {
    expect(spansDays({ startDate: '2027-04-10', endDate: '2027-04-11' }, [])).toBe(true);
  });

  it('is false for one day whose rounds all start that day (or have no time)', () => {
    expect(spansDays(oneDay, ['2027-04-10T09:00', '', '2027-04-10T17:45'])).toBe(false);
  });

  it('is true when the planned starts run past midnight', () => {
    expect(spansDays(oneDay, ['2027-04-10T23:30', '2027-04-11T00:10'])).toBe(true);
  });
});
