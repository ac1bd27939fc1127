import {
  authorizeCommand,
  type Actor,
  type Audience,
  type Command,
  type CommandEnvelope,
  type CompetitionState,
  type DecideContext,
  type DomainEvent,
} from '@floorcraft/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ChannelRegistry } from '../realtime/channel-registry';
import type { ChannelTuning, ViewChannel } from '../realtime/view-channel';
import {
  ConcurrencyError,
  DuplicateCommandError,
  type CompetitionRecord,
  type EventStore,
} from '../store/event-store';
import { loadCompetitionState } from '../store/load-state';
import { AppendListeners, type AppendListener } from './append-listeners';
import type { CommandOutcome } from './command-outcome';
import { FollowAppends } from './follow-appends';
import { HostedCompetitions } from './hosted-competitions';
import { KeyedQueue } from './keyed-queue';
import { decideContextFor } from './decide-context';
import { planBurst, type BurstContext } from './plan-burst';
import { Snapshots } from './snapshots';
import { WaitingCommands, type WaitingCommand } from './waiting-commands';

/** A competition to create with its starting commands (`CompetitionHost.createCompetition`). */
export interface NewCompetitionRequest {
  /** createCompetition first, then the starting commands (`startingCommands`). */
  commands: readonly Command[];
  /** The request's id; each command's is derived from it. */
  commandId: string;
  /** Who the starting commands are decided as: the owner the creator becomes. */
  actor: Actor;
  /** Makes the creator the owner; false when somebody owns the address already. */
  claim: () => Promise<boolean>;
  /** Undoes `claim` when the competition could not be stored after all. */
  release: () => Promise<void>;
}

export interface HostOptions {
  snapshotEvery: number;
  now: () => string;
  newKey: () => string;
  /** A fresh competitor code from a CSPRNG (ADR 019); the domain retries on a clash. */
  newCode?: () => string;
  logger: FastifyBaseLogger;
  /** Coalescing and fan-out settings of every view channel (tests shorten the window). */
  channelTuning?: Partial<ChannelTuning>;
  /** `DEFAULT_COMPETITION`: the operator's choice of the root routes' competition, once hosted. */
  defaultCompetition?: string;
}

/** Events read first when looking back for one command's events. */
const FIRST_COMMAND_EVENTS_PAGE = 16;

/**
 * An append lost to another server process is decided again on fresh state,
 * this many times at most: each loss means another command won, so the
 * competition moves on, and a short random wait keeps two processes from
 * meeting again at once. (Three were too few: two processes sending 8
 * commands each at one competition failed 1 in 20 with a 500.)
 */
const CONCURRENCY_RETRIES = 50;
/** The longest wait before deciding again, in ms; it grows with each loss up to this. */
const MAX_RETRY_WAIT_MS = 20;

/**
 * Holds every competition's current state in memory (the fold of its log)
 * and runs the command pipeline: authorize → decide → durable append → fold
 * → publish to every audience's channel. One command per competition at a
 * time; the store's optimistic concurrency guards against other processes.
 */
export class CompetitionHost {
  private readonly hosted: HostedCompetitions;
  private readonly snapshots: Snapshots;
  private readonly follow: FollowAppends;
  /** Until the realtime side subscribes of its own accord (issue 26): the host makes it. */
  private readonly channels: ChannelRegistry;
  private readonly queue = new KeyedQueue();
  private readonly waiting = new WaitingCommands();
  private readonly appendListeners: AppendListeners;

  /** What `decide` gets for a command from an actor: one context for every path. */
  private readonly decideContext: (actor: Actor) => DecideContext;

  private constructor(
    private readonly store: EventStore,
    private readonly options: HostOptions,
    /** The store's epoch, read once at start: a restore is done with the server stopped. */
    epoch: string,
  ) {
    this.decideContext = decideContextFor(options);
    this.appendListeners = new AppendListeners(options.logger);
    this.hosted = new HostedCompetitions(options.defaultCompetition);
    this.snapshots = new Snapshots(store, this.queue, options);
    this.follow = new FollowAppends({
      store,
      queue: this.queue,
      hosted: this.hosted,
      logger: options.logger,
      advance: (record, state, seq) => this.advance(record, state, seq),
      load: (record, state, seq, lastSnapshotSeq) => this.host(record, state, seq, lastSnapshotSeq),
    });
    this.channels = ChannelRegistry.attach(this.hosted, { epoch, tuning: options.channelTuning });
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

  /**
   * The channel a client subscribes to; `slug` undefined means the default
   * competition (`ChannelRegistry.channel`).
   */
  channel(
    slug: string | undefined,
    audience: Audience,
    judgeKey?: string,
  ): ViewChannel | undefined {
    return this.channels.channel(slug, audience, judgeKey);
  }

  /**
   * The events one command appended, found from the version it was applied
   * at (its last event): what a reply needs that the outcome does not carry,
   * such as the codes a registration made, also for a retried command.
   */
  async commandEvents(slug: string, commandId: string, version: number): Promise<DomainEvent[]> {
    const competition = this.hosted.get(slug);
    if (!competition) {
      return [];
    }
    const found: DomainEvent[] = [];
    // Small pages first (a command has a handful of events), doubling for a large one.
    for (let end = version, page = FIRST_COMMAND_EVENTS_PAGE; end > 0; end -= page, page *= 2) {
      const start = Math.max(0, end - page);
      const events = await this.store.readEvents(competition.record.id, start, end - start);
      const ours = events.filter((stored) => stored.commandId === commandId);
      found.unshift(...ours.map((stored) => stored.event));
      // The command's events are contiguous and end at `version`: done once a page has others.
      if (ours.length < events.length || events.length === 0) {
        break;
      }
    }
    return found;
  }

  /** Adds a listener for the events this process appends (`AppendListener`). */
  onAppended(listener: AppendListener): void {
    this.appendListeners.add(listener);
  }

  /**
   * Runs one command from a client. A retried command id is answered, never
   * applied twice, with the version it was applied at.
   */
  execute(
    slug: string | undefined,
    envelope: CommandEnvelope,
    actor: Actor,
  ): Promise<CommandOutcome> {
    const { command } = envelope;
    const authorization = authorizeCommand(actor, command);
    if (!authorization.allowed) {
      return Promise.resolve({
        status: 'refused',
        reason: 'forbidden',
        message: authorization.reason,
      });
    }
    const target =
      command.type === 'createCompetition' ? command.slug : (slug ?? this.defaultSlug());
    if (target === undefined) {
      return Promise.resolve({
        status: 'refused',
        reason: 'not-found',
        message: 'no competition is hosted yet',
      });
    }
    return new Promise((resolve, reject) => {
      this.waiting.add(target, { envelope, actor, resolve, reject }, () => {
        void this.queue.run(target, () => this.runTurn(target));
      });
    });
  }

  /**
   * Creates a competition with its starting commands, all or nothing (issue 25): every
   * command is decided first, on the state the one before leaves; only when all are
   * accepted is the creator made its owner (`claim`, refused when somebody owns the
   * address already) and every event appended in one transaction. A refusal, a lost
   * race or a failed append leaves no competition and no owner (`release`). The caller
   * has checked who may create (`mayCreateCompetition`); the starting commands are
   * authorized as `actor`, the owner the creator becomes.
   */
  createCompetition(request: NewCompetitionRequest): Promise<CommandOutcome> {
    const [create, ...starting] = request.commands;
    if (create?.type !== 'createCompetition') {
      throw new Error('a new competition starts with its createCompetition command');
    }
    for (const command of starting) {
      const authorization = authorizeCommand(request.actor, command);
      if (!authorization.allowed) {
        return Promise.resolve({
          status: 'refused',
          reason: 'forbidden',
          message: authorization.reason,
        });
      }
    }
    return this.queue.run(create.slug, () => this.createAllOrNothing(create.slug, request));
  }

  private async createAllOrNothing(
    slug: string,
    request: NewCompetitionRequest,
  ): Promise<CommandOutcome> {
    const taken: CommandOutcome = {
      status: 'refused',
      reason: 'conflict',
      message: `the address "${slug}" is taken: choose another`,
    };
    if (this.hosted.has(slug)) {
      return taken;
    }
    const record = await this.registerCompetition(slug);
    // One id per command, from the request's: the log keeps which request made each.
    const plan = await planBurst(
      request.commands.map((command, index) => ({
        envelope: { commandId: `${request.commandId}.${index}`, command },
        actor: request.actor,
      })),
      this.burstContext(record, undefined),
    );
    const failed = plan.outcomes.find((outcome) => outcome.status !== 'applied');
    if (failed !== undefined || !plan.state) {
      return failed?.status === 'refused' ? failed : taken;
    }
    if (!(await request.claim())) {
      return taken;
    }
    try {
      await this.store.appendMany(plan.requests);
    } catch (error) {
      await request.release();
      if (error instanceof ConcurrencyError || error instanceof DuplicateCommandError) {
        return taken; // another process created it first
      }
      throw error;
    }
    this.advance(record, plan.state, plan.seq);
    return { status: 'applied', version: plan.seq, competition: slug };
  }

  /** What `planBurst` decides on: the competition as this process holds it (none before creation). */
  private burstContext(
    record: CompetitionRecord,
    current: { state: CompetitionState; seq: number } | undefined,
  ): BurstContext {
    return {
      competition: record,
      state: current?.state,
      seq: current?.seq ?? 0,
      findCommand: (commandId) => this.store.findCommand(record.id, commandId),
      decideContext: this.decideContext,
      now: this.options.now,
    };
  }

  /**
   * The version at which a command id was applied to a competition, read
   * from the store (any process may have applied it); undefined if never.
   */
  async appliedVersion(slug: string, commandId: string): Promise<number | undefined> {
    const competition = this.hosted.get(slug);
    return competition && this.store.findCommand(competition.record.id, commandId);
  }

  /**
   * Decides every command that waited for this competition, in order. A
   * single command is a batch of one: every command goes through one decide
   * context, one append and one outcome shape.
   */
  private async runTurn(slug: string): Promise<void> {
    const batch = this.waiting.take(slug);
    try {
      const outcomes = await this.decideAndAppend(slug, batch);
      batch.forEach((command, index) => command.resolve(outcomes[index]!));
    } catch (error) {
      batch.forEach((command) => command.reject(error));
    }
  }

  /**
   * Commands decided one after another on the state each leaves and appended
   * in one transaction (group commit). Should another process have appended
   * meanwhile (a lost append, or a command id it applied first), the batch is
   * decided again on the state that process left.
   */
  private async decideAndAppend(
    slug: string,
    batch: readonly WaitingCommand[],
  ): Promise<CommandOutcome[]> {
    const creates = batch.some(({ envelope }) => envelope.command.type === 'createCompetition');
    const record =
      this.hosted.get(slug)?.record ?? (creates ? await this.registerCompetition(slug) : undefined);
    if (!record) {
      const message = `no competition "${slug}"`;
      return batch.map(() => ({ status: 'refused', reason: 'not-found', message }));
    }
    for (let attempt = 0; ; attempt++) {
      const current = this.hosted.get(slug);
      const plan = await planBurst(batch, this.burstContext(record, current));
      if (plan.behind && attempt < CONCURRENCY_RETRIES) {
        // A retry of a command another process applied: answered once this process has
        // folded it, so a reply built from the state shows what the first reply showed.
        await this.follow.catchUp(record);
        continue;
      }
      try {
        if (plan.requests.length > 0) {
          await this.store.appendMany(plan.requests);
        }
        if (plan.state && plan.seq !== current?.seq) {
          // Read before `advance`, which moves the hosted competition on in place.
          const before = current?.state;
          this.advance(record, plan.state, plan.seq);
          this.appendListeners.tell(slug, plan.requests, { before, after: plan.state });
        }
        return plan.outcomes;
      } catch (error) {
        const lost = error instanceof ConcurrencyError || error instanceof DuplicateCommandError;
        if (!lost || attempt >= CONCURRENCY_RETRIES) {
          throw error;
        }
        if (error instanceof ConcurrencyError) {
          const wait = Math.random() * Math.min(MAX_RETRY_WAIT_MS, 2 ** attempt);
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
        await this.follow.catchUp(record);
      }
    }
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

  /** Finds or registers the store record for a competition about to be created. */
  private async registerCompetition(slug: string): Promise<CompetitionRecord> {
    const existing = (await this.store.listCompetitions()).find((record) => record.slug === slug);
    return existing ?? this.store.createCompetition(slug);
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
