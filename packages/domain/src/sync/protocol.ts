import { z } from 'zod';
import { competitionSlugSchema } from '../competition/keys';
import { audienceSchema } from '../views/audience';
import { singleLineText } from '../competition/plain-text';

const version = z.number().int().nonnegative();
/**
 * The public page a `page` subscription watches: its path under the
 * competition's root, e.g. `/rules` (ADR 044). Required for that audience
 * and for no other; an unknown path is refused by the server.
 */
const page = singleLineText().min(1).max(300).regex(/^\//, 'a page path starts with /');
/** Which history of the server's database a version belongs to: a restore starts a new one. */
const epoch = singleLineText().min(1).max(100);

/**
 * Client → server over the realtime socket. `since` is the version the
 * client already holds after a reconnect; the server answers with exactly
 * the changes after it, or a fresh snapshot when it no longer has them.
 * `competition` omitted means the server's default competition.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subscribe'),
    competition: competitionSlugSchema.optional(),
    audience: audienceSchema,
    since: version.optional(),
    /**
     * The epoch of the snapshot `since` came from: changes are sent only on
     * top of the same history (`resumableSince`), else a fresh snapshot.
     */
    epoch: epoch.optional(),
    /**
     * The client can take a snapshot as a binary frame of gzip-compressed
     * JSON (browsers undo it with DecompressionStream): a phone resuming
     * from too far back must not download megabytes uncompressed.
     */
    gzip: z.boolean().optional(),
    page: page.optional(),
  }),
  z.strictObject({
    type: z.literal('unsubscribe'),
    competition: competitionSlugSchema.optional(),
    /** Leave only this audience's view; omitted leaves every view of the competition. */
    audience: audienceSchema.optional(),
    /** With the page audience: leave only this page's view. */
    page: page.optional(),
  }),
  z.strictObject({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

const patchSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('set'), path: z.array(z.string()), value: z.unknown() }),
  z.strictObject({ op: z.literal('remove'), path: z.array(z.string()) }),
  z.strictObject({
    op: z.literal('append'),
    path: z.array(z.string()),
    values: z.array(z.unknown()),
  }),
]);

/**
 * Server → client. Versions are sequence numbers of the competition's event
 * log. A `change` turns the view as it was at any version in [from, to) into
 * the view at `to`: events that did not touch this audience's view produce no
 * message, so versions seen by one audience may skip numbers.
 */
export const serverMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('snapshot'),
    competition: competitionSlugSchema,
    audience: audienceSchema,
    /** The page audience's page; every message of that audience names it. */
    page: page.optional(),
    version,
    epoch,
    view: z.unknown(),
  }),
  z.strictObject({
    type: z.literal('change'),
    competition: competitionSlugSchema,
    audience: audienceSchema,
    page: page.optional(),
    from: version,
    to: version,
    patches: z.array(patchSchema),
  }),
  z.strictObject({
    type: z.literal('synced'),
    competition: competitionSlugSchema,
    audience: audienceSchema,
    page: page.optional(),
    version,
    epoch,
  }),
  z.strictObject({
    type: z.literal('error'),
    message: z.string(),
    competition: z.string().optional(),
    /** The audience whose subscription was refused, when the error is about one. */
    audience: audienceSchema.optional(),
    page: page.optional(),
  }),
  z.strictObject({ type: z.literal('pong') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
