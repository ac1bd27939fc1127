import type { Round } from '../competition/dance-event';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import type { OnFloor } from './state';

const startedAt = (round: Round) =>
  round.roundActualStartTime === ''
    ? Number.NEGATIVE_INFINITY
    : Date.parse(round.roundActualStartTime);

/**
 * The round on the floor, as every floor screen reads it: the round of the
 * heat called last while it still runs, else the running round that started
 * last (a round started without a call); undefined when none runs. The deck
 * captain, the MC and the big screen must agree on it.
 */
export function roundOnFloor(view: {
  events: CompetitionState['events'];
  floor: { onFloor?: Pick<OnFloor, 'eventName' | 'roundNumber'> | undefined };
}): Round | undefined {
  const called = view.floor.onFloor;
  const calledRound = called && view.events[called.eventName]?.rounds[called.roundNumber];
  if (calledRound && calledRound.roundState === roundStates.Running) {
    return calledRound;
  }
  let latest: Round | undefined;
  for (const event of Object.values(view.events)) {
    for (const round of Object.values(event.rounds)) {
      if (
        round.roundState === roundStates.Running &&
        (!latest ||
          startedAt(round) > startedAt(latest) ||
          (startedAt(round) === startedAt(latest) && round.scheduleIndex < latest.scheduleIndex))
      ) {
        latest = round;
      }
    }
  }
  return latest;
}
