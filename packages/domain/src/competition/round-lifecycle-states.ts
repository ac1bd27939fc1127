import type { Round } from './dance-event';
import { roundStateName, roundStates, type RoundState } from './enumerations';
import { roundLabel } from './round-label';

/**
 * A round state that the round lifecycle decided (`transition` in
 * round-lifecycle.ts). Only the lifecycle makes one, so a `RoundsUpdated`
 * change that writes `roundState` anywhere else does not compile. The brand
 * exists in types only: stored events hold the plain code (spec §4, 0–5).
 */
export type LifecycleRoundState = RoundState & { readonly [decidedByLifecycle]: true };
declare const decidedByLifecycle: unique symbol;

/** What each state of spec §4 means for the rest of the domain. */
interface StateTraits {
  /** Set up and waiting to be danced: the event's new entries still join it. */
  beforeStart: boolean;
  /** Judges' cards are taken: on the floor, or every card in but not posted. */
  takesCards: boolean;
  /** Danced or being danced, so the couples in it are fixed. */
  underWay: boolean;
}

/** The table every predicate below reads: one row per state, so a new state must be placed. */
const traits: Record<RoundState, StateTraits> = {
  [roundStates.Initialized]: { beforeStart: true, takesCards: false, underWay: false },
  [roundStates.Empty]: { beforeStart: true, takesCards: false, underWay: false },
  [roundStates.Running]: { beforeStart: false, takesCards: true, underWay: true },
  [roundStates.Skipped]: { beforeStart: false, takesCards: false, underWay: false },
  [roundStates.Marked]: { beforeStart: false, takesCards: true, underWay: true },
  [roundStates.Posted]: { beforeStart: false, takesCards: false, underWay: true },
};

/** Initialized or Empty: the round waits to be danced (not running, skipped, marked or posted). */
export function isBeforeStart(state: RoundState): boolean {
  return traits[state].beforeStart;
}

/** Running or Marked: judges' cards are taken; never once posted. */
export function takesCards(state: RoundState): boolean {
  return traits[state].takesCards;
}

/** Running, Marked or Posted: the round is on the floor or behind it. */
export function isUnderWay(state: RoundState): boolean {
  return traits[state].underWay;
}

/** Posted: results are published and the marks can no longer change. */
export function isPosted(state: RoundState): boolean {
  return state === roundStates.Posted;
}

/**
 * Whether writing `to` over `from` steps the round back so that its marks
 * no longer stand: to Initialized or Empty, or out of Posted (spec §4 lets
 * staff write any state; this is when they must confirm, ADR 015).
 */
export function stepsBack(from: RoundState, to: RoundState): boolean {
  return from !== to && (isBeforeStart(to) || isPosted(from));
}

/** Why a round takes no cards now (for a card, a reopened card or posting), or undefined when it does. */
export function closedReason(round: Round): string | undefined {
  if (takesCards(round.roundState)) {
    return undefined;
  }
  if (isPosted(round.roundState)) {
    return `${roundLabel(round)} has been posted: its marks can no longer change`;
  }
  return `${roundLabel(round)} is ${roundStateName(round.roundState)}, not on the floor: start it first`;
}
