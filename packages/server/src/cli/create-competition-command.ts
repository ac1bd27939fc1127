import { randomUUID } from 'node:crypto';
import {
  applyAll,
  decide,
  newCompetitionDetailsSchema,
  startingCommands,
  type Command,
  type DomainEvent,
  type CompetitionStart,
  type CompetitionState,
  type NewCompetitionDetails,
} from '@floorcraft/domain';
import type { Accounts } from '../accounts/accounts';
import { cliActor } from '../accounts/commands/account-command';
import { writeGrant } from '../accounts/commands/grant-role';
import { decideContextFor } from '../competitions/decide-context';
import type { AppendRequest, EventStore } from '../store/event-store';
import { loadCompetitionState } from '../store/load-state';

/** The command-line option of each field of the details, so a refusal names what to retype. */
const OPTION_OF_FIELD: Record<string, string> = {
  name: '--name',
  slug: '--slug',
  startDate: '--start-date',
  endDate: '--end-date',
  'venue.name': '--venue',
  'venue.address': '--venue-address',
  timeZone: '--time-zone',
  currency: '--currency',
};

/** Refused before anything was written: the database is unchanged. */
export class CreateCompetitionRefused extends Error {}

/** The options of `create-competition`, as typed. */
export interface CreateCompetitionOptions {
  name?: string | undefined;
  slug?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  venue?: string | undefined;
  venueAddress?: string | undefined;
  timeZone?: string | undefined;
  currency?: string | undefined;
  /** `empty` (the default), `collegiate` or `copy:<slug>`. */
  from?: string | undefined;
  owner?: string | undefined;
}

function required(value: string | undefined, option: string): string {
  if (value === undefined || value.trim() === '') {
    throw new CreateCompetitionRefused(`${option} is required`);
  }
  return value.trim();
}

/** The details checked by the domain's schema, a refusal naming each wrong option. */
function detailsOf(options: CreateCompetitionOptions): NewCompetitionDetails {
  const parsed = newCompetitionDetailsSchema.safeParse({
    name: required(options.name, '--name'),
    slug: required(options.slug, '--slug'),
    startDate: required(options.startDate, '--start-date'),
    endDate: required(options.endDate, '--end-date'),
    venue: { name: required(options.venue, '--venue'), address: options.venueAddress ?? '' },
    timeZone: required(options.timeZone, '--time-zone'),
    currency: required(options.currency, '--currency').toUpperCase(),
  });
  if (!parsed.success) {
    throw new CreateCompetitionRefused(
      parsed.error.issues
        .map((issue) => {
          const field = issue.path.join('.');
          return `${OPTION_OF_FIELD[field] ?? field}: ${issue.message}`;
        })
        .join('; '),
    );
  }
  return parsed.data;
}

/** What `--from` names: a start, the copy's source loaded from the store. */
async function startOf(events: EventStore, from: string): Promise<CompetitionStart> {
  if (from === 'empty' || from === 'collegiate') {
    return { from };
  }
  const source = /^copy:(.+)$/.exec(from)?.[1];
  if (source === undefined) {
    throw new CreateCompetitionRefused(
      `--from: must be empty, collegiate or copy:<slug of an earlier competition>; got "${from}"`,
    );
  }
  const record = (await events.listCompetitions()).find((each) => each.slug === source);
  const state: CompetitionState | undefined =
    record && (await loadCompetitionState(events, record.id)).state;
  if (!state) {
    throw new CreateCompetitionRefused(`--from: there is no competition "${source}" to copy`);
  }
  return { from: 'copy', source: state };
}

/**
 * The events of `commands` decided in order in memory from `state` (the
 * server itself acting, as the CLI does); a refusal names the command.
 */
export function decideInOrder(
  state: CompetitionState | undefined,
  commands: readonly Command[],
  at: string,
): DomainEvent[][] {
  // The CLI is the server itself acting: registration staff, labelled `system:cli`.
  const context = decideContextFor({ newKey: () => randomUUID(), now: () => at })(cliActor.actor);
  let current = state;
  return commands.map((command) => {
    const decision = decide(current, command, context);
    if (!decision.ok) {
      throw new CreateCompetitionRefused(`${command.type} was refused: ${decision.error}`);
    }
    current = applyAll(current, decision.events);
    return decision.events;
  });
}

/** One append request per command, each following the one before from `afterSeq`. */
export function appendRequests(
  competitionId: string,
  afterSeq: number,
  decided: readonly DomainEvent[][],
  at: string,
): AppendRequest[] {
  let seq = afterSeq;
  return decided.map((events) => {
    const request = {
      competitionId,
      expectedSeq: seq,
      commandId: randomUUID(),
      actor: cliActor.who,
      at,
      events,
    };
    seq += events.length;
    return request;
  });
}

/**
 * Decides `commands` (createCompetition first) before anything is written,
 * then registers `slug` and appends the whole log in one transaction.
 */
export async function writeNewCompetition(
  events: EventStore,
  slug: string,
  commands: readonly Command[],
): Promise<void> {
  const at = new Date().toISOString();
  const decided = decideInOrder(undefined, commands, at);
  const record = await events.createCompetition(slug);
  await events.appendMany(appendRequests(record.id, 0, decided, at));
}

/**
 * `create-competition` (issue 25 item 1): a new competition from the
 * details, empty, from the collegiate template or as a copy of an earlier
 * one, owned by `--owner`. Everything is checked and decided before the
 * first write (details, a slug already taken, the owner's account, every
 * command), so a refusal leaves the database as it was; then the log is
 * appended in one transaction and the owner granted.
 */
export async function createCompetitionCommand(
  store: { events: EventStore; accounts: Accounts },
  options: CreateCompetitionOptions,
  print: (line: string) => void,
): Promise<void> {
  const details = detailsOf(options);
  const ownerEmail = required(options.owner, '--owner');
  const owner = await store.accounts.users.byEmail(ownerEmail);
  if (!owner || owner.disabledAt) {
    throw new CreateCompetitionRefused(
      `--owner: ${owner ? `the account ${ownerEmail} is disabled` : `no account for ${ownerEmail} (create it first with create-user)`}`,
    );
  }
  if ((await store.events.listCompetitions()).some((each) => each.slug === details.slug)) {
    throw new CreateCompetitionRefused(
      `--slug: "${details.slug}" is already taken by another competition here`,
    );
  }
  const start = await startOf(store.events, options.from?.trim() || 'empty');
  await writeNewCompetition(store.events, details.slug, startingCommands(start, details));
  await store.accounts.transaction((tx) => writeGrant(tx, cliActor, owner, details.slug, 'owner'));
  print(`created ${details.slug} (${details.name}) from ${options.from?.trim() || 'empty'}`);
  print(`${owner.email} in ${details.slug}: owner`);
}
