import type { Round } from '../competition/dance-event';
import { isBeforeStart } from '../competition/round-lifecycle-states';
import { roundStates, type RoundState } from '../competition/enumerations';
import { transition } from '../competition/round-lifecycle';
import { heldMarks } from '../competition/round-lifecycle-discard';
import type { CompetitionState } from '../competition/state';
import { accept, refuse, type DecideContext, type Decision } from '../commands/decision';

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

/** A break's state moves through the lifecycle (ADR 015) as a staff write: it holds no marks. */
function staffWrite(state: CompetitionState, round: Round, to: RoundState, context: DecideContext) {
  return transition(round, {
    kind: 'write',
    to,
    at: context.now(),
    held: heldMarks(state, round),
    discardMarks: false,
  });
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
  const found = breakRound(state, eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const { round } = found;
  if (!isBeforeStart(round.roundState)) {
    return refuse(`${eventName} has already started`);
  }
  // Running, its real start recorded once.
  const moved = staffWrite(state, round, roundStates.Running, context);
  return moved.ok ? accept(...moved.events) : refuse(moved.refusal);
}

/** The MC ends a running break: it is over, and the rounds after it are estimated from now. */
export function endBreak(
  state: CompetitionState,
  eventName: string,
  context: DecideContext,
): Decision {
  const found = breakRound(state, eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const { round } = found;
  if (round.roundState !== roundStates.Running) {
    return refuse(
      isBeforeStart(round.roundState)
        ? `${eventName} has not started: start it before ending it`
        : `${eventName} is over already`,
    );
  }
  // Over: Posted is the lifecycle's state for a round behind the floor with nothing to come.
  const moved = staffWrite(state, round, roundStates.Posted, context);
  if (!moved.ok) {
    return refuse(moved.refusal);
  }
  return accept(...moved.events, {
    type: 'BreakEnded',
    eventName,
    roundNumber: round.roundNumber,
    by: context.actor ?? 'system',
    at: context.now(),
  });
}
