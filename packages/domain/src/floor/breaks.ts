import type { Round } from '../competition/dance-event';
import { isBeforeStart } from '../competition/round-lifecycle-states';
import { roundStates, type RoundState } from '../competition/enumerations';
import { transition } from '../competition/round-lifecycle';
import { heldMarks } from '../competition/round-lifecycle-discard';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';

/** Whether an event is a break (its dances include Break): it has a length, and the MC runs it. */
export function isBreakItem(event: { eventDances: readonly string[] }): boolean {
  return event.eventDances.includes('Break');
}

/** The break's one round, or why the event named is not a break the floor can run. */
function breakRound(
  state: CompetitionState,
  eventName: string,
): { ok: true; round: Round } | { ok: false; error: string } {
  const event = state.events[eventName];
  if (!event) {
    return { ok: false, error: `no event named "${eventName}"` };
  }
  if (!isBreakItem(event)) {
    return { ok: false, error: `"${eventName}" is not a break` };
  }
  const round = Object.values(event.rounds)[0];
  return round
    ? { ok: true, round }
    : { ok: false, error: `"${eventName}" has no round on the schedule: generate it first` };
}

/** What a break command checks and writes once the break's round is found. */
interface BreakMove {
  /** Why the round cannot move now, or undefined when it can. */
  refusal: (round: Round) => string | undefined;
  to: RoundState;
  /** Events recorded after the round's move. */
  after?: (round: Round) => DomainEvent[];
}

/**
 * Finds the break, refuses what does not fit, and moves its round through the lifecycle
 * (ADR 015) as a staff write (a break holds no marks): the one path both commands take.
 */
function moveBreak(
  state: CompetitionState,
  eventName: string,
  context: DecideContext,
  move: BreakMove,
): Decision {
  const found = breakRound(state, eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const { round } = found;
  const refusal = move.refusal(round);
  if (refusal !== undefined) {
    return refuse(refusal);
  }
  const moved = transition(round, {
    kind: 'write',
    to: move.to,
    at: context.now(),
    held: heldMarks(state, round),
    discardMarks: false,
  });
  return moved.ok ? accept(...moved.events, ...(move.after?.(round) ?? [])) : refuse(moved.refusal);
}

/**
 * The MC starts a break (issue 25 item 12): it is on the floor now, so `/live` and the big
 * screen show "Now: Lunch" rather than a lunch still to come, and its real start is the
 * estimate's basis.
 */
export function startBreak(
  state: CompetitionState,
  eventName: string,
  context: DecideContext,
): Decision {
  // Running, its real start recorded once.
  return moveBreak(state, eventName, context, {
    refusal: (round) =>
      isBeforeStart(round.roundState) ? undefined : `${eventName} has already started`,
    to: roundStates.Running,
  });
}

/** The MC ends a running break: it is over, and the rounds after it are estimated from now. */
export function endBreak(
  state: CompetitionState,
  eventName: string,
  context: DecideContext,
): Decision {
  // Over: Posted is the lifecycle's state for a round behind the floor with nothing to come.
  return moveBreak(state, eventName, context, {
    refusal: (round) => {
      if (round.roundState === roundStates.Running) {
        return undefined;
      }
      return isBeforeStart(round.roundState)
        ? `${eventName} has not started: start it before ending it`
        : `${eventName} is over already`;
    },
    to: roundStates.Posted,
    after: (round) => [
      {
        type: 'BreakEnded',
        eventName,
        roundNumber: round.roundNumber,
        by: context.actor ?? 'system',
        at: context.now(),
      },
    ],
  });
}
