import { z } from 'zod';
import { metadataCommandSchemas } from '../metadata/commands';
import { floorCommandSchemas } from '../floor/commands';
import { messageCommandSchemas } from '../messages/commands';
import { registrationCommandSchemas } from '../registration/commands';
import { scoringCommandSchemas } from '../scoring/commands';
import { setupCommandSchemas } from '../setup/commands';
import { singleLineText } from '../competition/plain-text';
import { archiveCommandSchemas } from '../metadata/archive';

/** Every change to a competition is one of these commands (spec §7 writes). */
export const commandSchema = z.discriminatedUnion('type', [
  ...metadataCommandSchemas,
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
