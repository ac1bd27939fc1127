/** The zone of a competition that never named one: instants are shown as UTC, as before zones. */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * Whether `name` is an IANA time zone this runtime knows: one of
 * `Intl.supportedValuesOf('timeZone')`, `UTC`, or an area/location alias the
 * runtime accepts. Aliases matter because browsers and Node ship different
 * ICU versions: Chromium lists Europe/Kyiv where Node 20 lists Europe/Kiev,
 * and a zone picked in the browser must not be refused by the server.
 */
export function isTimeZoneName(name: string): boolean {
  if (name === DEFAULT_TIME_ZONE || supportedZones().has(name)) {
    return true;
  }
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(name)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

let zones: ReadonlySet<string> | undefined;

/** The runtime's zone list, read once (it is a few hundred names). */
function supportedZones(): ReadonlySet<string> {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return zones;
}

/**
 * How a zone is named next to a time: "New York time" for America/New_York,
 * "Buenos Aires time" for America/Argentina/Buenos_Aires, "UTC" for UTC.
 */
export function zoneLabel(zone: string): string {
  if (zone === DEFAULT_TIME_ZONE || zone === 'Etc/UTC') {
    return 'UTC';
  }
  const place = zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ');
  return `${place} time`;
}

/** The competition's zone: the one its owner set, else UTC (competitions from before zones). */
export function competitionTimeZone(metadata: { timeZone?: string | undefined }): string {
  return metadata.timeZone ?? DEFAULT_TIME_ZONE;
}
