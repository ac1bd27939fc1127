import type { MetadataField } from './metadata-draft';

/** Where each path the server names lands on the form. */
const FIELD_OF_PATH: Record<string, MetadataField> = {
  fullName: 'fullName',
  primaryColor: 'primaryColor',
  startDate: 'startDate',
  endDate: 'endDate',
  dateRegistrationOpen: 'dateRegistrationOpen',
  dateRegistrationEarly: 'dateRegistrationEarly',
  dateRegistrationClosed: 'dateRegistrationClosed',
  registrationStatus: 'registrationStatus',
  resultsPageShown: 'resultsPageShown',
  'socials.website': 'website',
  'socials.facebook': 'facebook',
  'socials.instagram': 'instagram',
  'venue.name': 'venueName',
  'venue.address': 'venueAddress',
  tagline: 'tagline',
};

export interface SplitErrors {
  fields: Partial<Record<MetadataField, string>>;
  /** What names no field (e.g. "endDate … is before startDate …" also lands on endDate). */
  other: string[];
}

/**
 * Splits a refusal of updateMetadata into errors per field. The server
 * writes one "path: problem" per problem joined by "; " (from the envelope
 * check "command.patch.socials.website: …", from the domain "endDate: …"),
 * and cross-field problems start with the field name.
 */
export function splitFieldErrors(message: string): SplitErrors {
  const result: SplitErrors = { fields: {}, other: [] };
  for (const part of message.split('; ')) {
    const named = /^(?:command\.patch\.)?([\w.]+): (.+)$/.exec(part);
    const leading = /^(\w+) /.exec(part);
    const field = named
      ? FIELD_OF_PATH[named[1] ?? '']
      : leading
        ? FIELD_OF_PATH[leading[1] ?? '']
        : undefined;
    if (field) {
      result.fields[field] = named?.[2] ?? part;
    } else {
      result.other.push(part);
    }
  }
  return result;
}
