import { isRole, type DomainEvent, type Role } from '@floorcraft/domain';
import { z } from 'zod';

/** What names the file as ours, so another JSON file is refused with a clear message. */
export const COMPETITION_FILE_KIND = 'floorcraft-competition';
/** Bumped when the shape changes; an importer refuses versions it does not know. */
export const COMPETITION_FILE_VERSION = 1;

/**
 * One competition moved between servers (`admin export` / `admin import`):
 * its whole log as the store holds it (commands keep their ids, actors and
 * times, so retries and the mark record still check out), the people who
 * hold roles in it, and its officials' photos.
 *
 * Deliberately left out: password hashes (a file that travels by mail or
 * USB stick should not carry anything to crack offline; imported accounts
 * set a password through "forgot password" or `reset-password`), sessions,
 * judge-device links and pending invitations (bound to the old server's
 * address and secrets: tablets are linked again, invitations sent again),
 * sign-in limits and the audit log (about the old server's traffic).
 */
export interface CompetitionFile {
  kind: typeof COMPETITION_FILE_KIND;
  version: typeof COMPETITION_FILE_VERSION;
  exportedAt: string;
  slug: string;
  /** sha256 of the state the log folds to (transfer/state-hash.ts): checked after import. */
  stateHash: string;
  events: ExportedEvent[];
  members: ExportedMember[];
  photos: ExportedPhoto[];
}

export interface ExportedEvent {
  seq: number;
  event: DomainEvent;
  actor: string;
  at: string;
  commandId: string;
}

export interface ExportedMember {
  email: string;
  name: string;
  roles: Role[];
}

/** One of the competition's photos (a file on SQLite, a row on PostgreSQL), by its stored (random) name. */
export interface ExportedPhoto {
  file: string;
  base64: string;
}

const eventSchema = z.object({
  seq: z.number().int().positive(),
  // The events are checked by folding them after import (the state hash), not field by field.
  event: z.looseObject({ type: z.string() }),
  actor: z.string(),
  at: z.string(),
  commandId: z.string().min(1),
});

const fileSchema = z.object({
  kind: z.literal(COMPETITION_FILE_KIND),
  version: z.literal(COMPETITION_FILE_VERSION),
  exportedAt: z.string(),
  slug: z.string(),
  stateHash: z.string().regex(/^[0-9a-f]{64}$/),
  events: z.array(eventSchema),
  members: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      roles: z.array(z.string().refine(isRole, 'not a known role')),
    }),
  ),
  photos: z.array(
    z.object({
      // Stored names only: a file name with a path in it could write outside the uploads folder.
      file: z.string().regex(/^[0-9a-f]{32}\.[a-z]{3,4}$/),
      base64: z.string(),
    }),
  ),
});

/** Reads an exported file's text, or throws saying what is wrong with it. */
export function parseCompetitionFile(text: string): CompetitionFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('the file is not JSON: is it a Floorcraft export?');
  }
  const kind = (json as { kind?: unknown } | null)?.kind;
  const version = (json as { version?: unknown } | null)?.version;
  if (kind !== COMPETITION_FILE_KIND) {
    throw new Error('the file is not a Floorcraft competition export');
  }
  if (version !== COMPETITION_FILE_VERSION) {
    throw new Error(
      `the file is export version ${String(version)}; this release reads version ${COMPETITION_FILE_VERSION}`,
    );
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`the export is damaged at ${issue?.path.join('.') ?? '?'}: ${issue?.message}`);
  }
  // The schema checked each event's type only; the fold after import checks the rest.
  return parsed.data as unknown as CompetitionFile;
}
