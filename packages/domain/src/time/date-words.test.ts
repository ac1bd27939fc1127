import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, SHORT_MONTH_NAMES, SHORT_WEEKDAY_NAMES } from './date-words';

describe('date words', () => {
  it('are the words en-GB’s Intl writes in dates', () => {
    const long = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' });
    const months = MONTH_NAMES.map((_, m) => new Date(Date.UTC(2027, m, 10)));
    expect(months.map((date) => long.format(date))).toEqual(MONTH_NAMES);
    expect(months.map((date) => short.format(date).replace('10 ', ''))).toEqual(SHORT_MONTH_NAMES);
    // 3 January 2027 is a Sunday.
    const week = SHORT_WEEKDAY_NAMES.map((_, d) => new Date(Date.UTC(2027, 0, 3 + d)));
    expect(week.map((date) => weekday.format(date))).toEqual(SHORT_WEEKDAY_NAMES);
  });
});
