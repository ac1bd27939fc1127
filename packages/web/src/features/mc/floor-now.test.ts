import { scheduleEstimate, splitIntoHeats, staffView, type Dance } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { EVENT } from '../../test-support/scoring-competition';
import { comingUp } from './coming-up';
import { floorNow, nextCall } from './floor-now';
import { competition, run } from './mc-test-competition';

const DANCES: Dance[] = ['Waltz', 'Tango'];

describe('nextCall', () => {
  it('calls every heat of a dance, then the next dance, and nothing after the last', () => {
    expect(nextCall(DANCES, 2, undefined)).toEqual({ heat: 1, dance: 'Waltz' });
    expect(nextCall(DANCES, 2, { heat: 1, dance: 'Waltz' })).toEqual({ heat: 2, dance: 'Waltz' });
    expect(nextCall(DANCES, 2, { heat: 2, dance: 'Waltz' })).toEqual({ heat: 1, dance: 'Tango' });
    expect(nextCall(DANCES, 2, { heat: 2, dance: 'Tango' })).toBeUndefined();
    expect(nextCall(DANCES, 3, { heat: 2 })).toEqual({ heat: 3 });
  });
});

describe('floorNow', () => {
  it('is empty before anything runs; the Next list has the Semi-Final first', () => {
    const view = staffView(competition());
    expect(floorNow(view)).toBeUndefined();
    const next = comingUp(view, undefined);
    expect(next.map((each) => [each.label, each.firstDance, each.couples])).toEqual([
      [`${EVENT} Semi-Final`, 'Waltz', 12],
      [`${EVENT} Final`, 'Waltz', 0],
    ]);
  });

  it('shows the heat called with its numbers, what to call next, and the heats lined up', () => {
    const state = run(
      competition(),
      { type: 'setHeatReady', eventName: EVENT, roundNumber: 2, heat: 2, ready: true },
      { type: 'callHeat', eventName: EVENT, roundNumber: 2, heat: 2, dance: 'Waltz' },
    );
    const round = state.events[EVENT]!.rounds[2]!;
    const heats = splitIntoHeats(Object.values(round.entries), 2).map((heat) =>
      heat.map((entry) => entry.leadNumber),
    );
    expect(floorNow(staffView(state))).toEqual({
      eventName: EVENT,
      roundNumber: 2,
      label: `${EVENT} Semi-Final`,
      item: false,
      isBreak: false,
      dances: DANCES,
      heats,
      called: { heat: 2, dance: 'Waltz' },
      next: { heat: 1, dance: 'Tango' },
      ready: [2],
    });
  });

  it('shows a round started without a call, its first heat of the first dance to call', () => {
    const state = run(competition(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const now = floorNow(staffView(state));
    expect(now).toMatchObject({ roundNumber: 2, next: { heat: 1, dance: 'Waltz' } });
    expect(now?.called).toBeUndefined();
  });

  it('lists a Lunch item with no Start, and drops it once a round after it has started', () => {
    let state = run(
      competition(),
      { type: 'saveEvent', event: { name: 'Lunch Break', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch Break' },
      { type: 'shiftRound', eventName: 'Lunch Break', roundNumber: 1, direction: 'earlier' },
      { type: 'shiftRound', eventName: 'Lunch Break', roundNumber: 1, direction: 'earlier' },
    );
    expect(comingUp(staffView(state), undefined)[0]).toMatchObject({
      label: 'Lunch Break',
      item: true,
      awards: false,
    });
    expect(comingUp(staffView(state), undefined)[0]?.firstDance).toBeUndefined();
    state = run(state, { type: 'callHeat', eventName: EVENT, roundNumber: 2, heat: 1 });
    expect(comingUp(staffView(state), undefined).map((each) => each.label)).toEqual([
      `${EVENT} Final`,
    ]);
  });

  it("gives the next round the domain's planned and expected start", () => {
    let state = run(competition(), { type: 'assignStartTimes' });
    const final = state.events[EVENT]!.rounds[1]!;
    const clock = { now: '2027-02-09T12:00:00.000Z', utcOffsetMinutes: 0 };
    // The Semi-Final starts hours after its plan (the runner's clock is noon): the Final moves too.
    state = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const estimate = scheduleEstimate(state, clock);
    const [next] = comingUp(staffView(state), estimate);
    expect(next?.label).toBe(`${EVENT} Final`);
    expect(next?.timing).toEqual(estimate.rounds[final.roundId]);
    expect(next?.timing?.planned).toBe(final.roundStartTime);
    expect(next?.timing?.estimated).not.toBe(final.roundStartTime);
  });
});
