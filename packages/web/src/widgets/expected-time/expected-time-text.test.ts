import { describe, expect, it } from 'vitest';
import { expectedTimeParts, expectedTimeText, scheduleSentence } from './expected-time-text';

const timing = { roundId: 'r', planned: '2027-04-10T10:12' };

describe('expectedTimeText', () => {
  it('says just the planned time while the day is not under way or on time', () => {
    expect(expectedTimeText(timing, false)).toBe('10:12');
    expect(expectedTimeText({ ...timing, estimated: '2027-04-10T10:13' }, false)).toBe('10:12');
  });

  it('says the plan and the time now expected when the floor runs late', () => {
    expect(expectedTimeText({ ...timing, estimated: '2027-04-10T10:31' }, false)).toBe(
      'planned 10:12, now about 10:31',
    );
  });

  it('says it when the floor runs ahead too', () => {
    expect(expectedTimeText({ ...timing, estimated: '2027-04-10T09:58' }, false)).toBe(
      'planned 10:12, now about 09:58',
    );
  });

  it('says when the round started, once it has', () => {
    expect(expectedTimeText({ ...timing, startedAt: '2027-04-10T10:15' }, false)).toBe(
      'started 10:15',
    );
  });

  it('says nothing for a round with no planned time', () => {
    expect(expectedTimeText(undefined, false)).toBe('');
    expect(expectedTimeText({ roundId: 'r', planned: '' }, false)).toBe('');
  });

  it('names the day once when the competition spans days, and again past midnight', () => {
    const late = { ...timing, estimated: '2027-04-10T10:42' };
    expect(expectedTimeText(late, true)).toBe('planned Sat 10 Apr 10:12, now about 10:42');
    expect(expectedTimeParts({ ...timing, estimated: '2027-04-11T00:10' }, true)).toEqual({
      planned: 'Sat 10 Apr 10:12',
      expected: 'Sun 11 Apr 00:10',
    });
  });
});

describe('scheduleSentence', () => {
  it('says how the floor runs against the plan', () => {
    expect(scheduleSentence({ delayMinutes: undefined })).toMatch(/^Times are as planned\./);
    expect(scheduleSentence({ delayMinutes: -1 })).toBe('The floor is running on schedule.');
    expect(scheduleSentence({ delayMinutes: 19 })).toBe(
      'The floor is running 19 minutes behind schedule.',
    );
    expect(scheduleSentence({ delayMinutes: -5 })).toBe(
      'The floor is running 5 minutes ahead of schedule.',
    );
  });
});
