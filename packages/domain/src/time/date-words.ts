/**
 * Month and weekday names as British English writes them, the way every
 * screen, mail and sheet shows dates. Written out rather than asked of
 * `Intl`: a phone's first `Intl.DateTimeFormat` loads its locale data, a task
 * of 50 ms and more on a public page's critical path (issue 27), and the
 * server and the browser then write the same words whatever their ICU.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Short month names as en-GB writes them in dates ("10 Apr", "10 Sept"). */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) =>
  name === 'September' ? 'Sept' : name.slice(0, 3),
);

/** Short weekday names, Sunday first as `Date.prototype.getUTCDay` counts. */
export const SHORT_WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
