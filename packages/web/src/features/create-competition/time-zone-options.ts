/**
 * The IANA zones the create form offers: what the browser's Intl knows, plus the browser's
 * own zone and UTC (some runtimes list neither "UTC" nor an alias such as "Etc/UTC" they
 * report as the current zone), sorted, each once.
 */
export function timeZoneOptions(supported: readonly string[], browserZone: string): string[] {
  return [...new Set([...supported, browserZone, 'UTC'])].sort();
}

/** The zone the browser runs in ("Europe/Paris"), the form's default. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Every zone this browser knows, with its own. */
export function browserTimeZoneOptions(): string[] {
  return timeZoneOptions(Intl.supportedValuesOf('timeZone'), browserTimeZone());
}
