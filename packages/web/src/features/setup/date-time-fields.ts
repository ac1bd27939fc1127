/**
 * Registration deadlines are stored as ISO date-times and shown in UTC (the
 * details page prints them in UTC), so the form edits them in UTC too: a
 * `datetime-local` value `YYYY-MM-DDTHH:mm` read as UTC.
 */
export function utcInputValue(iso: string | undefined): string {
  if (!iso) {
    return '';
  }
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? '' : time.toISOString().slice(0, 16);
}

/** The ISO date-time of a `datetime-local` value read as UTC; '' stays ''. */
export function isoFromUtcInput(value: string): string {
  return value ? `${value.slice(0, 16)}:00Z` : '';
}
