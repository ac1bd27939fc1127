import type { Round } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import { transition } from '../competition/round-lifecycle';
import { isBeforeStart, isPosted } from '../competition/round-lifecycle-states';
import { roundLabel } from '../competition/round-label';
import type { CompetitionState } from '../competition/state';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import { findRound, type Found } from '../competition/lookups';
import { missingHeat } from '../competition/heats';

interface HeatOfRound {
  eventName: string;
  roundNumber: number;
  heat: number;
}

/** The round of a heat the floor names, or why there is no such heat. */
function findHeat(state: CompetitionState, command: HeatOfRound): Found<Round> {
  const found = findRound(state, command.eventName, command.roundNumber);
  if (!found.ok) {
    return found;
  }
  const missing = missingHeat(found.value, command.heat);
  return missing === undefined ? found : { ok: false, error: missing };
}

/**
 * Calls a heat onto the floor. A round waiting to be danced starts with its
 * first call (the MC starts the round by calling it), so its actual start
 * time is the moment the couples walk on.
 */
export function callHeat(
  state: CompetitionState,
  command: HeatOfRound & { dance?: string | undefined },
  context: DecideContext,
): Decision {
  const found = findHeat(state, command);
  if (!found.ok) {
    return refuse(found.error);
  }
  const round = found.value;
  const dances = state.events[round.eventName]!.eventDances;
  if (command.dance !== undefined && !dances.includes(command.dance as never)) {
    return refuse(`"${round.eventName}" dances ${dances.join(', ')}, not ${command.dance}`);
  }
  if (isPosted(round.roundState)) {
    return refuse(`${roundLabel(round)} is posted: call a round still to be danced`);
  }
  const events: DomainEvent[] = [];
  if (isBeforeStart(round.roundState) || round.roundActualStartTime === '') {
    const started = transition(round, { kind: 'start', at: context.now() });
    if (started.ok) {
      events.push(...started.events);
    } else if (isBeforeStart(round.roundState)) {
      return refuse(started.refusal);
    }
  }
  events.push({
    type: 'HeatCalled',
    onFloor: {
      eventName: round.eventName,
      roundNumber: round.roundNumber,
      heat: command.heat,
      ...(command.dance === undefined ? {} : { dance: command.dance }),
      by: context.actor ?? 'system',
      at: context.now(),
    },
  });
  return accept(...events);
}

/** The deck captain has a heat lined up, or takes that back. */
export function setHeatReady(
  state: CompetitionState,
  command: HeatOfRound & { ready: boolean },
  context: DecideContext,
): Decision {
  const found = findHeat(state, command);
  if (!found.ok) {
    return refuse(found.error);
  }
  const round = found.value;
  const already = state.floor.heatsReady[round.roundId]?.[String(command.heat)] !== undefined;
  if (already === command.ready) {
    return accept();
  }
  return accept({
    type: 'HeatReadySet',
    roundId: round.roundId,
    heat: command.heat,
    ready: command.ready,
    by: context.actor ?? 'system',
    at: context.now(),
  });
}
