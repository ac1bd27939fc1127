import type { Round } from './dance-event';
import { roundStateName, roundStates, type RoundState, type RoundStateName } from './enumerations';
import type { DomainEvent } from './events';
import type { RoundFields } from './round-events';
import { roundLabel } from './round-label';
import {
  marksAtStake,
  recallStillNeeded,
  recallWithdrawal,
  type HeldMarks,
} from './round-lifecycle-discard';
import { closedReason, type LifecycleRoundState } from './round-lifecycle-states';

/**
 * Why a round's state changes: each command that moves a round names its
 * move, with the facts the move's preconditions need (ADR 015).
 */
export type RoundMove =
  /** startRound, and rehearseRound for a round not on the floor: Running, its start time recorded once. */
  | { kind: 'start'; at: string }
  /** A card was stored (submitMarks, enterPaperMarks, rehearseRound): Marked once none is missing. */
  | { kind: 'cardStored'; missingCards: number }
  /** reopenJudgeCard: a Marked round takes cards again (Running). */
  | { kind: 'cardReopened' }
  /** postRound: results published (Posted). */
  | { kind: 'post' }
  /** skipRound (spec §4): Skipped, its couples copied to the next round by the caller. */
  | { kind: 'skip'; hasMarks: boolean }
  /** setRoundState: staff write any state (spec §4), confirming when marks would be lost. */
  | { kind: 'write'; to: RoundState; at: string; held: HeldMarks; discardMarks: boolean };

export type RoundMoveKind = RoundMove['kind'];

/** A move's outcome: the events it records (none when the round stays as it is), or a refusal. */
export type RoundTransition =
  | { ok: true; from: RoundState; to: RoundState; events: DomainEvent[] }
  | { ok: false; refusal: string };

/** What a move does from one state: reach a state, leave the round as it is, or refuse saying why. */
type Step = RoundStateName | 'stays' | ((round: Round) => string);

const notTakingCards = (round: Round) => closedReason(round) ?? '';
const alreadyRunning = (round: Round) => `${roundLabel(round)} is already running`;
const alreadyPosted = (round: Round) => `${roundLabel(round)} has already been posted`;

/**
 * The lifecycle as data: for every move but a staff write (which may reach
 * any state), where it takes a round from each state of spec §4.
 */
export const roundSteps: Record<Exclude<RoundMoveKind, 'write'>, Record<RoundStateName, Step>> = {
  start: {
    Initialized: 'Running',
    Empty: 'Running',
    Running: alreadyRunning,
    Skipped: 'Running',
    Marked: 'Running',
    Posted: alreadyPosted,
  },
  cardStored: {
    Initialized: notTakingCards,
    Empty: notTakingCards,
    Running: 'Marked',
    Skipped: notTakingCards,
    Marked: 'stays',
    Posted: notTakingCards,
  },
  cardReopened: {
    Initialized: notTakingCards,
    Empty: notTakingCards,
    Running: 'stays',
    Skipped: notTakingCards,
    Marked: 'Running',
    Posted: notTakingCards,
  },
  post: {
    Initialized: notTakingCards,
    Empty: notTakingCards,
    Running: 'Posted',
    Skipped: notTakingCards,
    Marked: 'Posted',
    Posted: notTakingCards,
  },
  skip: {
    Initialized: 'Skipped',
    Empty: 'Skipped',
    Running: 'Skipped',
    Skipped: 'Skipped',
    Marked: 'Skipped',
    Posted: 'Skipped',
  },
};

const refused = (refusal: string): RoundTransition => ({ ok: false, refusal });
const stays = (round: Round): RoundTransition => ({
  ok: true,
  from: round.roundState,
  to: round.roundState,
  events: [],
});

/** The one `RoundsUpdated` that writes a round's state; nothing outside this module makes one. */
function recorded(
  round: Round,
  to: RoundState,
  extra: Omit<RoundFields, 'roundState'> = {},
): DomainEvent {
  const fields: RoundFields = { roundState: to as LifecycleRoundState, ...extra };
  const { eventName, roundNumber } = round;
  return { type: 'RoundsUpdated', changes: [{ eventName, roundNumber, fields }] };
}

/** Where the table takes the round, or the refusal it names. */
function stepOf(round: Round, kind: Exclude<RoundMoveKind, 'write'>): Step {
  return roundSteps[kind][roundStateName(round.roundState)];
}

/** The move-specific preconditions, checked after the table; undefined when the move may go on. */
function guard(round: Round, move: RoundMove): string | undefined {
  switch (move.kind) {
    case 'start':
      return Object.keys(round.entries).length === 0
        ? `${roundLabel(round)} has no couples yet: post the round before it first`
        : undefined;
    case 'skip':
      if (round.roundNumber === 1) {
        return `the Final of "${round.eventName}" cannot be skipped: there is no round after it`;
      }
      return move.hasMarks
        ? `cannot skip the ${round.roundName} of "${round.eventName}": marks are stored for it`
        : undefined;
    case 'cardStored':
    case 'cardReopened':
    case 'post':
    case 'write':
      return undefined;
    default:
      return unreachable(move);
  }
}

/**
 * Spec §4: any state may be written directly. Running records when the
 * round really started, once. Stepping a round with marks back is refused
 * naming what would be lost, unless `discardMarks` confirms it: then its
 * marks and saved result are dropped (the log keeps them) and a posted
 * recall is taken back, never while the next round is under way.
 */
function write(round: Round, move: Extract<RoundMove, { kind: 'write' }>): RoundTransition {
  const { to, held } = move;
  const startsNow = to === roundStates.Running && round.roundActualStartTime === '';
  const updated = recorded(round, to, startsNow ? { roundActualStartTime: move.at } : {});
  const atStake = marksAtStake(round, to, held);
  if (!atStake) {
    return { ok: true, from: round.roundState, to, events: [updated] };
  }
  const stillNeeded = recallStillNeeded(round, held);
  if (stillNeeded) {
    return refused(stillNeeded);
  }
  if (!move.discardMarks) {
    return refused(atStake);
  }
  const { eventName, roundNumber } = round;
  return {
    ok: true,
    from: round.roundState,
    to,
    events: [
      { type: 'RoundMarksDiscarded', eventName, roundNumber },
      updated,
      ...recallWithdrawal(round, held),
    ],
  };
}

/**
 * The round lifecycle (spec §4, ADR 015): every change of a round's state
 * goes through here. Returns the events the move records, none when the
 * round stays as it is (a card stored while others are missing), or a
 * refusal naming why the round may not move.
 */
export function transition(round: Round, move: RoundMove): RoundTransition {
  if (move.kind === 'write') {
    return write(round, move);
  }
  const step = stepOf(round, move.kind);
  if (typeof step === 'function') {
    return refused(step(round));
  }
  const problem = guard(round, move);
  if (problem) {
    return refused(problem);
  }
  if (step === 'stays' || (move.kind === 'cardStored' && move.missingCards > 0)) {
    return stays(round);
  }
  const to = roundStates[step];
  const extra =
    move.kind === 'start' ? { roundActualStartTime: round.roundActualStartTime || move.at } : {};
  return { ok: true, from: round.roundState, to, events: [recorded(round, to, extra)] };
}

/**
 * A new round, as generating rounds and adding an extra round make it: the
 * lifecycle's first state (Initialized), numbered and named afterwards
 * (`renumberRounds`), one heat, no couples and no times yet, marked by
 * the officials whose role is Judge unless a panel is chosen (issue 25).
 */
export function newRound(eventName: string, scheduleIndex: number): Round {
  return {
    eventName,
    roundNumber: 0,
    roundId: '',
    roundName: '',
    scheduleIndex,
    roundState: roundStates.Initialized,
    recallSize: 0,
    numHeats: 1,
    roundStartTime: '',
    roundActualStartTime: '',
    entries: {},
    defaultPanel: 'judges',
  };
}

function unreachable(move: never): never {
  throw new Error(`unknown round move ${JSON.stringify(move)}`);
}
