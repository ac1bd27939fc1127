import type { MetadataFields } from '../competition/metadata';

/**
 * The metadata with the competition's IANA time zone. No zone leaves the
 * metadata as it is: the competition keeps UTC, as every competition without
 * a zone does (ADR 027), until an owner sets one.
 */
export function withTimeZone(fields: MetadataFields, timeZone: string | undefined): MetadataFields {
  return timeZone === undefined ? fields : { ...fields, timeZone };
}

/** The competition's time zone, where its metadata has one; undefined means UTC. */
export function timeZoneOf(metadata: MetadataFields): string | undefined {
  return metadata.timeZone;
}
