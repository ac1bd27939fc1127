import { describe, expect, it } from 'vitest';
import { dayProgressText } from './day-progress-text';

const day = { plannedDate: '2027-04-10', dancedOn: '2027-04-10', posted: 14, total: 38 };

describe("the dashboard's progress line", () => {
  it('says how many rounds are posted and how late the day runs', () => {
    expect(dayProgressText({ ...day, delayMinutes: 12 })).toBe(
      '14 of 38 rounds posted, 12 min behind',
    );
    expect(dayProgressText({ ...day, delayMinutes: -3 })).toBe(
      '14 of 38 rounds posted, 3 min ahead',
    );
    expect(dayProgressText({ ...day, delayMinutes: 0 })).toBe(
      '14 of 38 rounds posted, on schedule',
    );
    expect(dayProgressText({ ...day, posted: 0, delayMinutes: undefined })).toBe(
      '0 of 38 rounds posted, not started yet',
    );
  });

  it('names the plan’s day when it is danced on another date', () => {
    expect(dayProgressText({ ...day, dancedOn: '2027-03-20', delayMinutes: 12 })).toBe(
      '14 of 38 rounds posted, 12 min behind (the plan’s Sat 10 Apr, danced today)',
    );
  });

  it('says so when no day is planned or under way today', () => {
    expect(dayProgressText(undefined)).toBe('No rounds planned or started today.');
  });
});
