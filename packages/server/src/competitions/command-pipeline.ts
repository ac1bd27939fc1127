import {
  authorizeCommand,
  type Actor,
  type Command,
  type CommandEnvelope,
  type CompetitionState,
  type DecideContext,
} from '@floorcraft/domain';
import {
  ConcurrencyError,
  DuplicateCommandError,
  type CompetitionRecord,
  type EventStore,
} from '../store/event-store';
import type { AppendListeners } from './append-listeners';
import type { CommandOutcome } from './command-outcome';
import { decideContextFor, type DecideSources } from './decide-context';
import type { HostedCompetition, HostedCompetitions } from './hosted-competitions';
import type { KeyedQueue } from './keyed-queue';
import { planBurst, type BurstContext } from './plan-burst';
import { WaitingCommands } from './waiting-commands';

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

/** What the pipeline needs of the host around it. */
export interface PipelineDependencies {
  store: EventStore;
  /** The host's queue: one turn per competition at a time. */
  queue: KeyedQueue;
  hosted: HostedCompetitions;
  appendListeners: AppendListeners;
  sources: DecideSources;
  /** Moves a hosted competition on (its channels, its snapshots), hosting it if new. */
  advance: (record: CompetitionRecord, state: CompetitionState, seq: number) => void;
  /** Folds what other processes appended to a competition (`FollowAppends.catchUp`). */
  catchUp: (record: CompetitionRecord) => Promise<void>;
}

/** A batch that must be applied whole (a competition's creation), with its owner's claim. */
interface AllOrNothing {
  claim: () => Promise<boolean>;
  release: () => Promise<void>;
}

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
 * The command pipeline: authorize → queue → decide (one decide loop, one
 * context, a single command being a batch of one) → durable append → fold →
 * tell the listeners. One turn per competition at a time; the store's
 * optimistic concurrency guards against other processes.
 */
export class CommandPipeline {
  private readonly waiting = new WaitingCommands();
  /** What `decide` gets for a command from an actor: one context for every path. */
  private readonly decideContext: (actor: Actor) => DecideContext;

  constructor(private readonly dependencies: PipelineDependencies) {
    this.decideContext = decideContextFor(dependencies.sources);
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
      command.type === 'createCompetition'
        ? command.slug
        : (slug ?? this.dependencies.hosted.defaultSlug());
    if (target === undefined) {
      return Promise.resolve({
        status: 'refused',
        reason: 'not-found',
        message: 'no competition is hosted yet',
      });
    }
    return new Promise((resolve, reject) => {
      this.waiting.add(target, { envelope, actor, resolve, reject }, () => {
        void this.dependencies.queue.run(target, () => this.runTurn(target));
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
    // One id per command, from the request's: the log keeps which request made each.
    const batch = request.commands.map((command, index) => ({
      envelope: { commandId: `${request.commandId}.${index}`, command },
      actor: request.actor,
    }));
    return this.dependencies.queue.run(create.slug, async () => {
      const outcomes = await this.decideAndAppend(create.slug, batch, request);
      return outcomes[0]!;
    });
  }

  /**
   * The version at which a command id was applied to a competition, read
   * from the store (any process may have applied it); undefined if never.
   */
  async appliedVersion(slug: string, commandId: string): Promise<number | undefined> {
    const competition = this.dependencies.hosted.get(slug);
    return competition && this.dependencies.store.findCommand(competition.record.id, commandId);
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
   *
   * `allOrNothing` (a competition's creation) answers with one outcome, the
   * first refusal or the last command's, and keeps two differences on purpose:
   * creation tells no append listener (nothing waits on a new competition's
   * facts), and a lost append is not decided again but answered "taken" (the
   * other process created the competition first).
   */
  private async decideAndAppend(
    slug: string,
    batch: readonly { envelope: CommandEnvelope; actor: Actor }[],
    allOrNothing?: AllOrNothing,
  ): Promise<CommandOutcome[]> {
    const { store, hosted } = this.dependencies;
    const taken: CommandOutcome = {
      status: 'refused',
      reason: 'conflict',
      message: `the address "${slug}" is taken: choose another`,
    };
    if (allOrNothing && hosted.has(slug)) {
      return [taken];
    }
    const record = await this.recordFor(slug, batch, allOrNothing !== undefined);
    if (!record) {
      const message = `no competition "${slug}"`;
      return batch.map(() => ({ status: 'refused', reason: 'not-found', message }));
    }
    for (let attempt = 0; ; attempt++) {
      const current = allOrNothing ? undefined : hosted.get(slug);
      const plan = await planBurst(batch, this.burstContext(record, current));
      if (allOrNothing) {
        const failed = plan.outcomes.find((outcome) => outcome.status !== 'applied');
        if (failed !== undefined || !plan.state) {
          return [failed?.status === 'refused' ? failed : taken];
        }
        if (!(await allOrNothing.claim())) {
          return [taken];
        }
      } else if (plan.behind && attempt < CONCURRENCY_RETRIES) {
        // A retry of a command another process applied: answered once this process has
        // folded it, so a reply built from the state shows what the first reply showed.
        await this.dependencies.catchUp(record);
        continue;
      }
      try {
        if (plan.requests.length > 0) {
          await store.appendMany(plan.requests);
        }
      } catch (error) {
        const lost = error instanceof ConcurrencyError || error instanceof DuplicateCommandError;
        if (allOrNothing) {
          await allOrNothing.release();
          if (lost) {
            return [taken]; // another process created it first: never decided again
          }
          throw error;
        }
        if (!lost || attempt >= CONCURRENCY_RETRIES) {
          throw error;
        }
        if (error instanceof ConcurrencyError) {
          const wait = Math.random() * Math.min(MAX_RETRY_WAIT_MS, 2 ** attempt);
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
        await this.dependencies.catchUp(record);
        continue;
      }
      if (plan.state && plan.seq !== current?.seq) {
        // Read before `advance`, which moves the hosted competition on in place.
        const before = current?.state;
        this.dependencies.advance(record, plan.state, plan.seq);
        if (!allOrNothing) {
          this.dependencies.appendListeners.tell(slug, plan.requests, {
            before,
            after: plan.state,
          });
        }
      }
      return allOrNothing
        ? [{ status: 'applied', version: plan.seq, competition: slug }]
        : plan.outcomes;
    }
  }

  /**
   * The store record commands are decided for: the hosted competition's, or, for
   * a batch that creates one, the record found or registered for its slug.
   */
  private async recordFor(
    slug: string,
    batch: readonly { envelope: CommandEnvelope }[],
    creating: boolean,
  ): Promise<CompetitionRecord | undefined> {
    const creates =
      creating || batch.some(({ envelope }) => envelope.command.type === 'createCompetition');
    const hostedRecord = creating ? undefined : this.dependencies.hosted.get(slug)?.record;
    return hostedRecord ?? (creates ? await this.registerCompetition(slug) : undefined);
  }

  /** What `planBurst` decides on: the competition as this process holds it (none before creation). */
  private burstContext(
    record: CompetitionRecord,
    current: Readonly<HostedCompetition> | undefined,
  ): BurstContext {
    const { store, sources } = this.dependencies;
    return {
      competition: record,
      state: current?.state,
      seq: current?.seq ?? 0,
      findCommand: (commandId) => store.findCommand(record.id, commandId),
      decideContext: this.decideContext,
      now: sources.now,
    };
  }

  /** Finds or registers the store record for a competition about to be created. */
  private async registerCompetition(slug: string): Promise<CompetitionRecord> {
    const { store } = this.dependencies;
    const existing = (await store.listCompetitions()).find((record) => record.slug === slug);
    return existing ?? store.createCompetition(slug);
  }
}
