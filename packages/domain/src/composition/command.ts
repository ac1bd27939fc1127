import { z } from 'zod';
import {
  metadataFieldsSchema,
  metadataPatchSchema,
  officialSchema,
  organizerSchema,
  paymentInstructionsSchema,
} from '../competition/metadata';
import { competitionSlugSchema, recordKeySchema } from '../competition/keys';
import { floorCommandSchemas } from '../floor/floor-commands';
import { messageCommandSchemas } from '../messages/message-commands';
import { registrationCommandSchemas } from '../registration/registration-commands';
import { scoringCommandSchemas } from '../scoring/scoring-commands';
import { setupCommandSchemas } from '../commands/setup-commands';
import { singleLineText } from '../competition/plain-text';
import { archiveCommandSchemas } from '../competition/archive';

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
export type OrganizerInput = z.infer<typeof organizerInputSchema>;

/** Every change to a competition is one of these commands (spec §7 writes). */
export const commandSchema = z.discriminatedUnion('type', [
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
  ...setupCommandSchemas,
  ...scoringCommandSchemas,
  ...registrationCommandSchemas,
  ...floorCommandSchemas,
  ...messageCommandSchemas,
  ...archiveCommandSchemas,
]);
export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];

/** Every command type, for policy tables and tests that walk them all. */
export const commandTypes = commandSchema.options.map(
  (option) => option.shape.type.value,
) as readonly CommandType[];

/**
 * What a client sends: the command plus an id the client generated, so that
 * a retry after a lost reply is recognised and never applied twice.
 */
export const commandEnvelopeSchema = z.strictObject({
  commandId: singleLineText()
    .min(8, 'must be at least 8 characters (use a random UUID)')
    .max(100, 'must be at most 100 characters'),
  command: commandSchema,
});
export type CommandEnvelope = z.infer<typeof commandEnvelopeSchema>;
