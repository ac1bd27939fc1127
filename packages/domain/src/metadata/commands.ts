import { z } from 'zod';
import {
  metadataFieldsSchema,
  metadataPatchSchema,
  officialSchema,
  organizerSchema,
  paymentInstructionsSchema,
} from '../competition/metadata';
import { competitionSlugSchema, recordKeySchema } from '../competition/keys';

/**
 * What saveOfficial takes. A key is optional: the server generates one for a
 * new official (spec §7). Bio, photo, account link and letter of an official
 * already saved keep their stored value when left out; null removes a photo
 * or an account link, an empty bio clears it. Never a silent erase (issue 24).
 */
export const officialInputSchema = officialSchema.extend({
  key: recordKeySchema.optional(),
  bio: officialSchema.shape.bio.removeDefault().optional(),
  photoURL: officialSchema.shape.photoURL.unwrap().nullable().optional(),
  userId: officialSchema.shape.userId.unwrap().nullable().optional(),
});
export type OfficialInput = z.infer<typeof officialInputSchema>;

/**
 * What saveOrganizer takes: like saveOfficial, a key is optional (a new
 * organizer gets one), and an organizer already saved keeps the role, email
 * and phone a save leaves out; null removes an email or phone, an empty
 * role clears it.
 */
export const organizerInputSchema = organizerSchema.extend({
  key: recordKeySchema.optional(),
  role: organizerSchema.shape.role.removeDefault().optional(),
  email: organizerSchema.shape.email.unwrap().nullable().optional(),
  phone: organizerSchema.shape.phone.unwrap().nullable().optional(),
});

/** Creating a competition and changing its details, officials, organizers and payment text. */
export const metadataCommandSchemas = [
  z.strictObject({
    type: z.literal('createCompetition'),
    slug: competitionSlugSchema,
    metadata: metadataFieldsSchema,
  }),
  z.strictObject({ type: z.literal('updateMetadata'), patch: metadataPatchSchema }),
  z.strictObject({ type: z.literal('saveOfficial'), official: officialInputSchema }),
  z.strictObject({ type: z.literal('removeOfficial'), key: recordKeySchema }),
  z.strictObject({ type: z.literal('saveOrganizer'), organizer: organizerInputSchema }),
  z.strictObject({ type: z.literal('removeOrganizer'), key: recordKeySchema }),
  z.strictObject({ type: z.literal('setPaymentInstructions'), text: paymentInstructionsSchema }),
] as const;

export type MetadataCommand = z.infer<(typeof metadataCommandSchemas)[number]>;
