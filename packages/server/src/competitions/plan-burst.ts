import {
  actorLabel,
  applyAll,
  decide,
  type Actor,
  type CommandEnvelope,
  type CompetitionState,
  type DecideContext,
} from '@floorcraft/domain';
import type { AppendRequest, CompetitionRecord } from '../store/event-store';
import type { CommandOutcome } from './command-outcome';

export interface BurstContext {
  competition: CompetitionRecord;
  /** The state and version the first command is decided on (none before its creation). */
  state: CompetitionState | undefined;
  seq: number;
  /** The version a command id was applied at before, if it was. */
  findCommand: (commandId: string) => Promise<number | undefined>;
  /** What `decide` gets for a command from `actor`. */
  decideContext: (actor: Actor) => DecideContext;
  now: () => string;
}

export interface BurstPlan {
  /** What to append, in order, in one transaction. */
  requests: AppendRequest[];
  /** The answer to each command once the appends are durable. */
  outcomes: CommandOutcome[];
  /** The state and version after every appended command. */
  state: CompetitionState | undefined;
  seq: number;
  /**
   * A command id was found applied at a version later than `seq`: another
   * process applied it, and this state has not folded it yet.
   */
  behind: boolean;
}

/**
 * Decides commands that arrived together, each on the state the one before
 * it leaves, as if they had come one by one (a single command is a burst of
 * one): a refusal affects only its own command, a command id seen before (in
 * the log or earlier in the burst) is answered as a duplicate at the version
 * it was applied at.
 */
export async function planBurst(
  commands: readonly { envelope: CommandEnvelope; actor: Actor }[],
  context: BurstContext,
): Promise<BurstPlan> {
  const slug = context.competition.slug;
  let { state, seq } = context;
  const requests: AppendRequest[] = [];
  const outcomes: CommandOutcome[] = [];
  const versionOf = new Map<string, number>();
  let behind = false;
  for (const { envelope, actor } of commands) {
    const stored = versionOf.has(envelope.commandId)
      ? undefined
      : await context.findCommand(envelope.commandId);
    behind ||= stored !== undefined && stored > context.seq;
    const previous = versionOf.get(envelope.commandId) ?? stored;
    if (previous !== undefined) {
      outcomes.push({ status: 'duplicate', version: previous, competition: slug });
      continue;
    }
    const decision = decide(state, envelope.command, context.decideContext(actor));
    if (!decision.ok) {
      outcomes.push({
        status: 'refused',
        reason: refusalReason(state, envelope),
        message: decision.error,
      });
      continue;
    }
    requests.push({
      competitionId: context.competition.id,
      expectedSeq: seq,
      commandId: envelope.commandId,
      actor: actorLabel(actor),
      at: context.now(),
      events: decision.events,
    });
    state = applyAll(state, decision.events) ?? state;
    seq += decision.events.length;
    versionOf.set(envelope.commandId, seq);
    outcomes.push({ status: 'applied', version: seq, competition: slug });
  }
  return { requests, outcomes, state, seq, behind };
}

/** A rule refused it (422); before the competition exists, it is missing (404) or a clash (409). */
function refusalReason(state: CompetitionState | undefined, envelope: CommandEnvelope) {
  if (state) {
    return 'invalid';
  }
  return envelope.command.type === 'createCompetition' ? 'conflict' : 'not-found';
}
