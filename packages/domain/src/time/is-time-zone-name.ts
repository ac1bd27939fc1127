import { DEFAULT_TIME_ZONE } from './time-zone-name';

// Kept apart from the zone's name and label, which the app's shell loads on
// every page: only validation (the metadata schema, the setup form) needs
// the runtime's zone list.

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
