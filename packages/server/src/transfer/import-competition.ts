import { randomBytes } from 'node:crypto';
import { competitionSlugSchema, photoTypeOfFile, type DomainEvent } from '@floorcraft/domain';
import type { Accounts } from '../accounts/accounts';
import { cliActor } from '../accounts/commands/account-command';
import { writeGrant } from '../accounts/commands/grant-role';
import type { AppendRequest, EventStore } from '../store/event-store';
import { loadCompetitionState } from '../store/load-state';
import { PhotoExistsError, type PhotoStore } from '../uploads/photo-store';
import type { CompetitionFile, ExportedEvent } from './competition-file';
import { logStateHash, stateHash } from './state-hash';

export interface ImportTarget {
  /** SQLite or PostgreSQL: the log goes through the EventStore interface only. */
  events: EventStore;
  /** Where roles are kept; without it the file's members are not imported (and said so). */
  accounts?: Accounts;
  /** Where the photos go: files or PostgreSQL. */
  photos: PhotoStore;
}

export interface ImportReport {
  slug: string;
  events: number;
  commands: number;
  photos: number;
  /** Accounts that existed here and were given the file's roles. */
  membersFound: string[];
  /** Accounts made for the file's members, with no usable password until reset. */
  membersCreated: string[];
  /** Members left out because the target keeps no accounts. */
  membersSkipped: number;
  stateHash: string;
}

/** Refused before anything was written: the target is unchanged. */
export class ImportRefused extends Error {}

/** Commands appended per transaction: one flush for many, without one huge transaction. */
const COMMANDS_PER_BATCH = 500;

/**
 * The log's commands in order: consecutive events with one command id are
 * one command (the store appended them together). Checks the log has no
 * gaps and no command twice, as the store would on append.
 */
function commandsOf(events: readonly ExportedEvent[]): ExportedEvent[][] {
  const commands: ExportedEvent[][] = [];
  const seen = new Set<string>();
  events.forEach((stored, index) => {
    if (stored.seq !== index + 1) {
      throw new ImportRefused(`the log has a gap: event ${index + 1} is numbered ${stored.seq}`);
    }
    const current = commands.at(-1);
    if (current?.[0]?.commandId === stored.commandId) {
      current.push(stored);
      return;
    }
    if (seen.has(stored.commandId)) {
      throw new ImportRefused(`command ${stored.commandId} appears twice in the log`);
    }
    seen.add(stored.commandId);
    commands.push([stored]);
  });
  return commands;
}

/**
 * Under a new slug the log says so too: the creation event names the
 * competition's slug, and officials' photo addresses hold it
 * (`/uploads/<slug>/<file>`). Slugs are lowercase letters, digits and
 * hyphens, so the text replacement cannot touch anything but such paths.
 */
function renamed(event: DomainEvent, from: string, to: string): DomainEvent {
  if (from === to) {
    return event;
  }
  const moved = JSON.parse(
    JSON.stringify(event).replaceAll(`/uploads/${from}/`, `/uploads/${to}/`),
  ) as DomainEvent;
  return moved.type === 'CompetitionCreated' ? { ...moved, slug: to } : moved;
}

async function importMembers(
  accounts: Accounts,
  file: CompetitionFile,
  slug: string,
): Promise<{ found: string[]; created: string[] }> {
  const found: string[] = [];
  const created: string[] = [];
  for (const member of file.members) {
    let user = await accounts.users.byEmail(member.email);
    if (user) {
      found.push(user.email);
    } else {
      // A password nobody knows: the person sets one through "forgot password" or reset-password.
      const passwordHash = await accounts.generatedPasswordHash(randomBytes(24).toString('base64'));
      user = await accounts.users.create({
        email: member.email,
        name: member.name,
        passwordHash,
        mustChangePassword: false,
      });
      created.push(user.email);
    }
    const account = user;
    await accounts.transaction(async (tx) => {
      for (const role of member.roles) {
        await writeGrant(tx, { ...cliActor, who: 'system:import' }, account, slug, role);
      }
    });
  }
  return { found, created };
}

/**
 * Loads an exported competition into a store (`admin import`): photos
 * first (so no event points at a missing one), then the log command by
 * command with its original ids, actors and times, then the members'
 * roles. Refuses a slug the store already has. Afterwards the state is
 * folded from the store and its hash compared with the file's.
 */
export async function importCompetition(
  target: ImportTarget,
  file: CompetitionFile,
  options: { slug?: string } = {},
): Promise<ImportReport> {
  const slug = options.slug ?? file.slug;
  if (!competitionSlugSchema.safeParse(slug).success) {
    throw new ImportRefused(
      `"${slug}" is not a valid slug (lowercase letters, digits and single hyphens)`,
    );
  }
  if (logStateHash(file.events) !== file.stateHash) {
    throw new ImportRefused('the log does not fold to the state hash in the file: it was altered');
  }
  const existing = (await target.events.listCompetitions()).find((c) => c.slug === slug);
  if (existing) {
    throw new ImportRefused(
      `a competition "${slug}" already exists here; nothing was imported (import it under another slug with --slug NEW)`,
    );
  }
  const commands = commandsOf(file.events);
  const events = file.events.map((stored) => ({
    ...stored,
    event: renamed(stored.event, file.slug, slug),
  }));
  const expectedHash = logStateHash(events);

  for (const photo of file.photos) {
    const bytes = Buffer.from(photo.base64, 'base64');
    // The stored name's extension is the type the upload route checked the bytes against.
    const contentType = photoTypeOfFile(photo.file)?.contentType ?? 'application/octet-stream';
    await target.photos.put(slug, photo.file, { bytes, contentType }).catch(async (error) => {
      // Left by an earlier import of this file that failed after its photos: the same bytes.
      const stored =
        error instanceof PhotoExistsError && (await target.photos.get(slug, photo.file));
      if (!stored || !stored.bytes.equals(bytes)) {
        throw error;
      }
    });
  }

  const record = await target.events.createCompetition(slug);
  let seq = 0;
  for (let start = 0; start < commands.length; start += COMMANDS_PER_BATCH) {
    const requests: AppendRequest[] = commands
      .slice(start, start + COMMANDS_PER_BATCH)
      .map((command) => {
        const first = command[0]!;
        const request: AppendRequest = {
          competitionId: record.id,
          expectedSeq: seq,
          commandId: first.commandId,
          actor: first.actor,
          at: first.at,
          events: command.map((stored) => events[stored.seq - 1]!.event),
        };
        seq += command.length;
        return request;
      });
    await target.events.appendMany(requests);
  }

  const members = target.accounts
    ? await importMembers(target.accounts, file, slug)
    : { found: [], created: [] };
  const loaded = await loadCompetitionState(target.events, record.id);
  const hash = stateHash(loaded.state);
  if (hash !== expectedHash) {
    throw new Error(
      `the imported "${slug}" folds to another state than the file's (${hash} vs ${expectedHash})`,
    );
  }
  return {
    slug,
    events: events.length,
    commands: commands.length,
    photos: file.photos.length,
    membersFound: members.found,
    membersCreated: members.created,
    membersSkipped: target.accounts ? 0 : file.members.length,
    stateHash: hash,
  };
}
