import { z } from 'zod';
import { isTimeZoneName } from '../time/is-time-zone-name';
import { recordKeySchema } from './keys';
import { multiLineText, singleLineText, webAddress } from './plain-text';

const isoDate = z.iso.date({ message: 'must be a date written YYYY-MM-DD' });
const isoDateTime = z.iso.datetime({
  offset: true,
  message: 'must be an ISO date-time, e.g. 2027-01-15T23:59:00Z',
});
/**
 * The competition's IANA time zone: deadlines are entered and every time is
 * shown in it (ADR 027). Optional so that competitions from before zones
 * read as UTC (`competitionTimeZone`) until an owner sets one.
 */
const timeZone = singleLineText().refine(
  isTimeZoneName,
  'must be an IANA time zone such as America/New_York',
);
const optionalUrl = webAddress('must be a full web address starting with https://').optional();

/** Registration phase switch of spec §3 (`registrationStatus`). */
export const registrationStatusSchema = z.enum(['EARLY', 'OPEN', 'CLOSED']);
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;

/** Spec §3 "Official": roles include Judge and Chairman of Judges, which both count as judges. */
export const officialSchema = z.strictObject({
  key: recordKeySchema,
  name: singleLineText().trim().min(1, 'must not be empty').max(200),
  role: singleLineText().trim().min(1, 'must not be empty').max(100),
  bio: multiLineText().max(5000).default(''),
  photoURL: webAddress('must be a full web address').optional(),
  /**
   * The member account of this official, if they have one: links the
   * person on the officials list to who signs in. Staff only; the public
   * view leaves it out.
   */
  userId: singleLineText().trim().min(1, 'must not be empty').max(100).optional(),
  /**
   * The judge's letter for the whole competition (A, B … AA): the tablet
   * link, the tablet, the chairman's grid and every sheet show it. Saving a
   * judge without one stores the first free letter (`lettersToStore`).
   */
  letter: singleLineText()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{1,2}$/, 'must be one or two letters, e.g. C')
    .optional(),
});
export type Official = z.infer<typeof officialSchema>;

/**
 * An organizer. Email and phone are private: only staff views carry them
 * (see `views/`), so a spectator's browser never receives them.
 */
export const organizerSchema = z.strictObject({
  key: recordKeySchema,
  name: singleLineText().trim().min(1, 'must not be empty').max(200),
  role: singleLineText().trim().max(100).default(''),
  email: z.email({ message: 'must be an email address' }).optional(),
  phone: singleLineText().trim().max(40).optional(),
});
export type Organizer = z.infer<typeof organizerSchema>;

export const socialsSchema = z.strictObject({
  website: optionalUrl,
  facebook: optionalUrl,
  /** A handle; a leading @ is allowed here and stripped when shown (spec §2 footer). */
  instagram: singleLineText().trim().max(100).optional(),
});
export type Socials = z.infer<typeof socialsSchema>;

export const venueSchema = z.strictObject({
  name: singleLineText().trim().max(200).default(''),
  address: multiLineText().trim().max(500).default(''),
});

const hexColor = singleLineText().regex(
  /^#[0-9a-fA-F]{6}$/,
  'must be a colour written #RRGGBB, e.g. #1f4e8c',
);

/**
 * The editable fields of the competition metadata record (spec §3), without
 * the keyed maps, which have commands of their own. No defaults here: this
 * shape also makes the patch, where a default would fill a field the patch
 * did not name (Zod's `.partial()` keeps defaults).
 */
const metadataFieldShape = {
  fullName: singleLineText().trim().min(1, 'must not be empty').max(200),
  primaryColor: hexColor,
  startDate: isoDate,
  endDate: isoDate,
  dateRegistrationOpen: isoDateTime.optional(),
  dateRegistrationEarly: isoDateTime.optional(),
  dateRegistrationClosed: isoDateTime.optional(),
  registrationStatus: registrationStatusSchema,
  resultsPageShown: z.boolean(),
  /** Socials and venue are replaced whole by a patch (their own defaults fill a new value). */
  socials: socialsSchema,
  venue: venueSchema,
  tagline: singleLineText().trim().max(300),
  timeZone: timeZone.optional(),
};

/** The whole record, as a new competition is created with: a missing tagline is empty. */
export const metadataFieldsSchema = z.strictObject({
  ...metadataFieldShape,
  tagline: metadataFieldShape.tagline.default(''),
});
export type MetadataFields = z.infer<typeof metadataFieldsSchema>;

/**
 * A partial update of the metadata fields: a field it does not name is left
 * as stored. Unknown fields are refused, not ignored. A deadline set to null
 * is removed: JSON has no "unset", and an organizer who set a deadline by
 * mistake must be able to take it back.
 */
export const metadataPatchSchema = z.strictObject(metadataFieldShape).partial().extend({
  dateRegistrationOpen: isoDateTime.nullable().optional(),
  dateRegistrationEarly: isoDateTime.nullable().optional(),
  dateRegistrationClosed: isoDateTime.nullable().optional(),
});
export type MetadataPatch = z.infer<typeof metadataPatchSchema>;

/** `fields` with `patch` applied: a null removes the field. */
export function withMetadataPatch<Fields extends MetadataFields>(
  fields: Fields,
  patch: MetadataPatch,
): Fields {
  const result: Record<string, unknown> = { ...fields };
  for (const [name, value] of Object.entries(patch)) {
    if (value === null) {
      delete result[name];
    } else if (value !== undefined) {
      result[name] = value;
    }
  }
  return result as Fields;
}

/**
 * How to pay (issue 25 item 10): free text the owner or registration staff
 * write in setup, shown as plain text (never HTML) on the confirmation screen
 * and in the confirmation mail. Empty removes it.
 */
export const paymentInstructionsSchema = multiLineText()
  .trim()
  .max(2000, 'at most 2,000 characters');

/** The whole metadata record of spec §3. */
export interface CompetitionMetadata extends MetadataFields {
  officials: Record<string, Official>;
  organizers: Record<string, Organizer>;
  /** Set by `setPaymentInstructions`, not by a metadata patch: registration staff may write it. */
  paymentInstructions?: string;
}

/** Checks the cross-field rules a schema of single fields cannot: end not before start. */
export function metadataProblems(fields: MetadataFields): string[] {
  const problems: string[] = [];
  if (fields.endDate < fields.startDate) {
    problems.push(`endDate ${fields.endDate} is before startDate ${fields.startDate}`);
  }
  return problems;
}
