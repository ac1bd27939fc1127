import type { DomainEvent } from '@floorcraft/domain';

/** A competition hosted by this server. `id` never changes; the slug is how URLs name it. */
export interface CompetitionRecord {
  id: string;
  slug: string;
  isDefault: boolean;
  createdAt: string;
}

/** One row of a competition's append-only log. */
export interface StoredEvent {
  /** 1, 2, 3… per competition, without gaps: the version of the state after this event. */
  seq: number;
  type: DomainEvent['type'];
  event: DomainEvent;
  /** Who caused it, e.g. `system:seed` or later `user:42`. */
  actor: string;
  /** ISO 8601 UTC time of the append. */
  at: string;
  /** The client-generated id of the command that produced it. */
  commandId: string;
}

export interface AppendRequest {
  competitionId: string;
  /** The seq of the last event the caller folded; the append fails if the log has moved on. */
  expectedSeq: number;
  commandId: string;
  actor: string;
  at: string;
  events: readonly DomainEvent[];
}

/** The log has events after `expectedSeq`: reload and decide again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly competitionId: string,
    readonly expectedSeq: number,
  ) {
    super(`competition ${competitionId} has moved past version ${expectedSeq}`);
    this.name = 'ConcurrencyError';
  }
}

/** This command id was already applied: a retry, to be answered and not applied again. */
export class DuplicateCommandError extends Error {
  constructor(
    readonly commandId: string,
    readonly seq: number,
  ) {
    super(`command ${commandId} was already applied at version ${seq}`);
    this.name = 'DuplicateCommandError';
  }
}

export interface Snapshot {
  seq: number;
  /** `STATE_FORMAT` of the domain when written; other formats are ignored on load. */
  format: number;
  state: unknown;
}

/**
 * Where competitions' event logs live. SQLite implements it by default;
 * PostgreSQL (`postgres-event-store.ts`) passes the same contract tests, for
 * several server processes sharing the load.
 * Every method is async so that a networked database fits.
 */
export interface EventStore {
  listCompetitions(): Promise<CompetitionRecord[]>;
  /** Registers a competition. The first one created becomes the default. */
  createCompetition(slug: string): Promise<CompetitionRecord>;
  setDefaultCompetition(id: string): Promise<void>;
  /**
   * Appends the events of one command atomically, or nothing at all.
   * Throws `ConcurrencyError` if the last seq is not `expectedSeq`, and
   * `DuplicateCommandError` if `commandId` was applied before. A command
   * that yields no events is still recorded, so its retry is recognised.
   * Resolves only once the write is durable.
   */
  append(request: AppendRequest): Promise<StoredEvent[]>;
  /**
   * Appends several commands, each following the one before it
   * (`expectedSeq` of each is the last seq after its predecessor), in one
   * transaction: durable together, or none of them, with the errors of
   * `append`. One disk flush for a burst of commands (group commit).
   */
  appendMany(requests: readonly AppendRequest[]): Promise<StoredEvent[][]>;
  /** Events with seq > `afterSeq`, in order, at most `limit` of them. */
  readEvents(competitionId: string, afterSeq: number, limit?: number): Promise<StoredEvent[]>;
  /** The seq a command was applied at, if it was. */
  findCommand(competitionId: string, commandId: string): Promise<number | undefined>;
  lastSeq(competitionId: string): Promise<number>;
  saveSnapshot(competitionId: string, snapshot: Snapshot): Promise<void>;
  /** The newest snapshot in `format`, if any; with `atOrBefore`, the newest at or before that seq. */
  loadSnapshot(
    competitionId: string,
    format: number,
    atOrBefore?: number,
  ): Promise<Snapshot | undefined>;
  /**
   * Which history this database holds: a random id made with the database
   * and kept across restarts. Clients name it when they resume, so one
   * holding a version from another history (before a restore) gets a fresh
   * snapshot instead of changes on top of what the server no longer has.
   */
  epoch(): Promise<string>;
  /** Replaces the epoch with a new random one (after a restore) and returns it. */
  startNewEpoch(): Promise<string>;
  close(): Promise<void>;
}
