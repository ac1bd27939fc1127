import { z } from 'zod';
import { recordKeySchema } from '../competition/keys';
import { multiLineText, singleLineText } from '../competition/plain-text';

/** Whom a message goes to, as the compose form sends it. */
export const messageAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('everyone') }),
    z.strictObject({
      kind: z.literal('events'),
      eventNames: z
        .array(recordKeySchema)
        .min(1, 'choose at least one event')
        .max(200, 'at most 200 events'),
    }),
    z.strictObject({
      kind: z.literal('school'),
      school: singleLineText().trim().min(1, 'choose a school').max(120),
    }),
    z.strictObject({ kind: z.literal('owing') }),
    z.strictObject({ kind: z.literal('noWaiver') }),
  ],
  { error: 'choose everyone, events, school, owing or noWaiver' },
);

/**
 * Registration staff mail a message to entrants (issue 25 item 8). The
 * recipients are chosen when it is decided, from the state then; the server
 * mails them in the background. `messageId` is the client's, so a second
 * click is refused rather than mailing everybody twice.
 */
export const sendMessageCommandSchema = z.strictObject({
  type: z.literal('sendMessage'),
  messageId: recordKeySchema,
  subject: singleLineText().trim().min(1, 'write a subject').max(200, 'at most 200 characters'),
  body: multiLineText().trim().min(1, 'write the message').max(20_000, 'at most 20,000 characters'),
  audience: messageAudienceSchema,
});
export type SendMessageCommand = z.infer<typeof sendMessageCommandSchema>;

/**
 * The server's mail worker records a message's progress: before each mail
 * (`started`, the index it is about to send), a mail that failed, and the
 * end. No role may: only the server itself (`system`).
 */
export const recordMessageProgressCommandSchema = z.strictObject({
  type: z.literal('recordMessageProgress'),
  messageId: recordKeySchema,
  progress: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('started'), index: z.number().int().min(0) }),
    z.strictObject({
      kind: z.literal('failed'),
      index: z.number().int().min(0),
      reason: singleLineText().max(500),
    }),
    z.strictObject({ kind: z.literal('finished') }),
  ]),
});
export type RecordMessageProgressCommand = z.infer<typeof recordMessageProgressCommandSchema>;

/** The commands of messages to entrants. */
export const messageCommandSchemas = [
  sendMessageCommandSchema,
  recordMessageProgressCommandSchema,
] as const;
