/** The zone of a competition that never named one: instants are shown as UTC, as before zones. */
export const DEFAULT_TIME_ZONE = 'UTC';

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
