import { describe, expect, it } from 'vitest';
import type { DanceEvent, Round } from '../competition/dance-event';
import { roundStates, type RoundState } from '../competition/enumerations';
import { roundOnFloor } from './round-on-floor';

function round(eventName: string, state: RoundState, startedAt = '', scheduleIndex = 1): Round {
  return {
    eventName,
    roundNumber: 1,
    roundId: `${eventName}-R1`,
    roundName: 'Final',
    scheduleIndex,
    roundState: state,
    recallSize: 6,
    numHeats: 1,
    roundStartTime: '',
    roundActualStartTime: startedAt,
    entries: {},
  };
}

const events = (...rounds: Round[]): Record<string, DanceEvent> =>
  Object.fromEntries(
    rounds.map((each) => [
      each.eventName,
      { name: each.eventName, eventDances: ['Waltz'], entries: {}, rounds: { 1: each } },
    ]),
  );

describe('the round on the floor', () => {
  const early = round('Early', roundStates.Running, '2027-02-09T10:00:00.000Z', 1);
  const late = round('Late', roundStates.Running, '2027-02-09T10:20:00.000Z', 2);

  it('is the running round that started last when no heat was called', () => {
    expect(roundOnFloor({ events: events(early, late), floor: {} })?.eventName).toBe('Late');
  });

  it('is the round of the heat called last while it runs', () => {
    const floor = { onFloor: { eventName: 'Early', roundNumber: 1 } };
    expect(roundOnFloor({ events: events(early, late), floor })?.eventName).toBe('Early');
  });

  it('moves on once the called round is marked, and is nothing when no round runs', () => {
    const marked = { ...early, roundState: roundStates.Marked };
    const floor = { onFloor: { eventName: 'Early', roundNumber: 1 } };
    expect(roundOnFloor({ events: events(marked, late), floor })?.eventName).toBe('Late');
    expect(roundOnFloor({ events: events(marked), floor })).toBeUndefined();
  });
});
