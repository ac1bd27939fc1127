import { metadataFieldsSchema, type MetadataFields } from '../../competition/metadata';

/**
 * The metadata with the competition's time zone, where the metadata record
 * has a `timeZone` field. Until it has one (issue 25 item 3 adds it), the zone
 * is left out rather than refused by the strict schema, and the competition
 * keeps UTC as every competition without a zone does.
 */
export function withTimeZone(fields: MetadataFields, timeZone: string | undefined): MetadataFields {
  const known = 'timeZone' in metadataFieldsSchema.shape;
  if (timeZone === undefined || !known) {
    return fields;
  }
  const zoned: Record<string, unknown> = { ...fields, timeZone };
  return zoned as MetadataFields;
}

/** The competition's time zone, where its metadata has one; undefined means UTC. */
export function timeZoneOf(metadata: MetadataFields): string | undefined {
  const zone: unknown = (metadata as Record<string, unknown>)['timeZone'];
  return typeof zone === 'string' ? zone : undefined;
}
