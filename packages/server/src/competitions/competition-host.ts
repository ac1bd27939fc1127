import type { Actor, CommandEnvelope, CompetitionState, DomainEvent } from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CompetitionRecord, EventStore } from '../store/event-store';
import { loadCompetitionState } from '../store/load-state';
import { AppendListeners, type AppendListener } from './append-listeners';
import { commandEvents } from './command-events';
import type { CommandOutcome } from './command-outcome';
import { CommandPipeline, type NewCompetitionRequest } from './command-pipeline';
import { FollowAppends } from './follow-appends';
import {
  HostedCompetitions,
  type HostedCompetition,
  type HostedListener,
} from './hosted-competitions';
import { KeyedQueue } from './keyed-queue';
import { Snapshots } from './snapshots';

export type { NewCompetitionRequest } from './command-pipeline';

export interface HostOptions {
  snapshotEvery: number;
  now: () => string;
  newKey: () => string;
  /** A fresh competitor code from a CSPRNG (ADR 019); the domain retries on a clash. */
  newCode?: () => string;
  logger: FastifyBaseLogger;
  /** `DEFAULT_COMPETITION`: the operator's choice of the root routes' competition, once hosted. */
  defaultCompetition?: string;
}

/**
 * Holds every competition's current state in memory (the fold of its log)
 * and runs the command pipeline: authorize → decide → durable append → fold
 * → publish to every audience's channel. One command per competition at a
 * time; the store's optimistic concurrency guards against other processes.
 */
export class CompetitionHost {
  /** One task per competition at a time: commands, catch-ups and snapshots alike. */
  private readonly queue = new KeyedQueue();
  private readonly hosted: HostedCompetitions;
  private readonly appendListeners: AppendListeners;
  private readonly snapshots: Snapshots;
  private readonly follow: FollowAppends;
  private readonly pipeline: CommandPipeline;

  private constructor(
    private readonly store: EventStore,
    options: HostOptions,
    /** The store's epoch, read once at start: a restore is done with the server stopped. */
    readonly epoch: string,
  ) {
    this.hosted = new HostedCompetitions(options.defaultCompetition);
    this.appendListeners = new AppendListeners(options.logger);
    this.snapshots = new Snapshots(store, this.queue, options);
    const advance = (record: CompetitionRecord, state: CompetitionState, seq: number) =>
      this.advance(record, state, seq);
    this.follow = new FollowAppends({
      store,
      queue: this.queue,
      hosted: this.hosted,
      logger: options.logger,
      advance,
      load: (record, state, seq, lastSnapshotSeq) => this.host(record, state, seq, lastSnapshotSeq),
    });
    this.pipeline = new CommandPipeline({
      store,
      queue: this.queue,
      hosted: this.hosted,
      appendListeners: this.appendListeners,
      sources: options,
      advance,
      catchUp: (record) => this.follow.catchUp(record),
    });
  }

  /** Loads every competition from its newest snapshot plus the events after it. */
  static async open(store: EventStore, options: HostOptions): Promise<CompetitionHost> {
    const host = new CompetitionHost(store, options, await store.epoch());
    for (const record of await store.listCompetitions()) {
      const started = performance.now();
      const loaded = await loadCompetitionState(store, record.id);
      if (!loaded.state) {
        continue; // registered, but its creation never committed: treated as absent
      }
      host.host(record, loaded.state, loaded.seq, loaded.seq - loaded.eventsReplayed);
      options.logger.info(
        {
          competition: record.slug,
          version: loaded.seq,
          replayed: loaded.eventsReplayed,
          ms: Math.round(performance.now() - started),
        },
        'competition loaded',
      );
    }
    return host;
  }

  /** Whether the operator named the default competition and it is hosted (no index at `/` then). */
  hasOperatorDefault(): boolean {
    return this.hosted.hasOperatorDefault();
  }

  /** Every hosted competition, default first (the operator's `DEFAULT_COMPETITION` if hosted). */
  list(): { slug: string; fullName: string; isDefault: boolean }[] {
    return this.hosted.list();
  }

  /** The slug of the competition served at the root routes. */
  defaultSlug(): string | undefined {
    return this.hosted.defaultSlug();
  }

  /** The current state of a hosted competition, for requests that read more than a view. */
  stateOf(slug: string): CompetitionState | undefined {
    return this.hosted.stateOf(slug);
  }

  isEmpty(): boolean {
    return this.hosted.isEmpty();
  }

  /** A hosted competition by slug, its state and version; undefined means the default one. */
  current(slug: string | undefined): Readonly<HostedCompetition> | undefined {
    return this.hosted.current(slug);
  }

  /** Every competition hosted now. */
  hostedNow(): Iterable<Readonly<HostedCompetition>> {
    return this.hosted.hostedNow();
  }

  /** The version a hosted competition is at (0 when it is not hosted). */
  versionOf(slug: string): number {
    return this.hosted.get(slug)?.seq ?? 0;
  }

  /**
   * Listens for every competition hosted from now on, told synchronously (the
   * realtime channels subscribe: `competitions/` builds no sockets' channels).
   */
  onHosted(listener: HostedListener): void {
    this.hosted.onHosted(listener);
  }

  /** Listens for every state a hosted competition moves to, told before the command is answered. */
  onAdvanced(listener: HostedListener): void {
    this.hosted.onAdvanced(listener);
  }

  /**
   * The events one command appended, found from the version it was applied
   * at (`commandEvents`); none for a competition not hosted.
   */
  async commandEvents(slug: string, commandId: string, version: number): Promise<DomainEvent[]> {
    const competition = this.hosted.get(slug);
    return competition ? commandEvents(this.store, competition.record.id, commandId, version) : [];
  }

  /** Adds a listener for the events this process appends (`AppendListener`). */
  onAppended(listener: AppendListener): void {
    this.appendListeners.add(listener);
  }

  /**
   * Runs one command from a client. A retried command id is answered, never
   * applied twice, with the version it was applied at (`CommandPipeline.execute`).
   */
  execute(
    slug: string | undefined,
    envelope: CommandEnvelope,
    actor: Actor,
  ): Promise<CommandOutcome> {
    return this.pipeline.execute(slug, envelope, actor);
  }

  /**
   * Creates a competition with its starting commands, all or nothing
   * (`CommandPipeline.createCompetition`).
   */
  createCompetition(request: NewCompetitionRequest): Promise<CommandOutcome> {
    return this.pipeline.createCompetition(request);
  }

  /**
   * The version at which a command id was applied to a competition, read
   * from the store (any process may have applied it); undefined if never.
   */
  appliedVersion(slug: string, commandId: string): Promise<number | undefined> {
    return this.pipeline.appliedVersion(slug, commandId);
  }

  /**
   * Another process (or this one: NOTIFY echoes) committed `seq` for a
   * competition: it is read and folded behind the competition's queued
   * commands (`FollowAppends.noticeAppend`).
   */
  noticeAppend(competitionId: string, seq: number): void {
    this.follow.noticeAppend(competitionId, seq);
  }

  /** After notices may have been missed: every competition catches up (`FollowAppends.resync`). */
  resync(): Promise<void> {
    return this.follow.resync();
  }

  /** Waits for queued commands, then snapshots what changed since the last snapshot. */
  async close(): Promise<void> {
    await this.queue.drain();
    await this.snapshots.flush(this.hosted.hostedNow());
  }

  private advance(record: CompetitionRecord, state: CompetitionState, seq: number): void {
    // The channels hear of it first (`advanced`, synchronously), then a snapshot may be queued.
    this.snapshots.advanced(this.hosted.advance(record, state, seq));
  }

  /** Holds a competition loaded from the store, whose newest snapshot is at `lastSnapshotSeq`. */
  private host(
    record: CompetitionRecord,
    state: CompetitionState,
    seq: number,
    lastSnapshotSeq: number,
  ): void {
    this.snapshots.loaded(record.slug, lastSnapshotSeq);
    this.hosted.host(record, state, seq);
  }
}
