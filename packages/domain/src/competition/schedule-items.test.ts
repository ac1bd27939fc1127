import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { roundStates } from './enumerations';
import { settingsPatchSchema } from './settings';
import type { CompetitionState } from './state';
import { judgeView } from '../views/judge-view';
import { scheduledRounds } from './schedule';
import { isAwardsItem, isScheduleItem, roundLabel, shownRoundName } from './schedule-items';
import { attempt, competitionWithCouples, roundList, run } from '../../testing/setup-competition';

const EVENT = 'Bronze Standard';
const LATIN = 'Bronze Latin';

const item = (name: string, dance: 'Awards' | 'Break'): Command[] => [
  { type: 'saveEvent', event: { name, eventDances: [dance] } },
  { type: 'generateRounds', eventName: name },
];

/** A second event with the first event's couples, so its rounds can be generated. */
function latinWithSameCouples(state: CompetitionState): Command[] {
  return [
    {
      type: 'saveEvent',
      event: { name: LATIN, eventLevel: 'Bronze', style: 'Latin', eventDances: ['ChaCha'] },
    },
    ...Object.values(state.events[EVENT]!.entries).map((entry): Command => ({
      type: 'addEntry',
      eventName: LATIN,
      leadId: entry.leadId,
      followId: entry.followId,
    })),
  ];
}

const order = (state: CompetitionState) =>
  scheduledRounds(state.events).map(
    (round) => `${round.scheduleIndex} ${round.eventName} ${round.roundName}`,
  );

describe('schedule items: events whose dances are only Awards and Break', () => {
  it('are named Awards or Break (spec §5), or hold only those dances (spec §3)', () => {
    expect(isScheduleItem({ name: 'Lunch Break' })).toBe(true);
    expect(isScheduleItem({ name: 'Lunch', eventDances: ['Break'] })).toBe(true);
    expect(isScheduleItem({ name: 'Prize giving', eventDances: ['Awards', 'Break'] })).toBe(true);
    expect(isScheduleItem({ name: 'Bronze Standard', eventDances: ['Waltz'] })).toBe(false);
    expect(isScheduleItem({ name: 'Bronze Standard', eventDances: ['Waltz', 'Break'] })).toBe(
      false,
    );
    expect(isAwardsItem({ name: 'Prize giving', eventDances: ['Awards'] })).toBe(true);
    expect(isAwardsItem({ name: 'Lunch', eventDances: ['Break'] })).toBe(false);
  });

  it('get one round named after the item, never "Final", whatever the entries', () => {
    const state = run(competitionWithCouples(8), ...item('Lunch', 'Break'));
    expect(roundList(state, 'Lunch')).toEqual(['1 Lunch']);
  });

  it('are named after the item on screens even where an older log stored "Final"', () => {
    const lunch = { name: 'Lunch', eventDances: ['Break' as const] };
    expect(shownRoundName(lunch, { roundName: 'Final' })).toBe('Lunch');
    expect(roundLabel(lunch, { roundName: 'Final' }, ' — ')).toBe('Lunch');
    expect(roundLabel({ name: EVENT }, { roundName: 'Final' }, ' — ')).toBe(`${EVENT} — Final`);
  });

  it('take no extra round and no marks; staff set their state on the schedule', () => {
    const state = run(competitionWithCouples(8), ...item('Awards', 'Awards'));
    expect(
      attempt(state, { type: 'addExtraRound', eventName: 'Awards', afterRoundNumber: 1 }),
    ).toEqual({ ok: false, error: '"Awards" is a schedule item: it has one round and no more' });
    const card: Command = {
      type: 'submitMarks',
      eventName: 'Awards',
      roundNumber: 1,
      judgeKey: 'judge-a',
      dance: 'Awards',
      couples: [],
    };
    expect(attempt(state, card)).toEqual({
      ok: false,
      error: '"Awards" is a schedule item: it is not marked',
    });
    expect(
      attempt(state, { type: 'postRound', eventName: 'Awards', roundNumber: 1 }),
    ).toMatchObject({ ok: false });
    expect(
      attempt(state, { type: 'startRound', eventName: 'Awards', roundNumber: 1 }),
    ).toMatchObject({ ok: false });
    const started = run(state, {
      type: 'setRoundState',
      eventName: 'Awards',
      roundNumber: 1,
      roundState: roundStates.Running,
    });
    expect(started.events['Awards']!.rounds[1]!.roundState).toBe(roundStates.Running);
  });

  it("are not among a judge's rounds to come", () => {
    const state = run(
      competitionWithCouples(8),
      { type: 'generateRounds', eventName: EVENT },
      ...item('Lunch', 'Break'),
      {
        type: 'saveOfficial',
        official: { key: 'judge-a', name: 'Ann Judge', role: 'Judge', bio: '', photoURL: '' },
      },
    );
    const upcoming = judgeView(state, 'judge-a').upcoming.map((round) => round.eventName);
    expect(upcoming).toContain(EVENT);
    expect(upcoming).not.toContain('Lunch');
  });
});

describe("generated rounds go before the day's closing awards", () => {
  it('puts a new event between the last event (and lunch) and the Awards', () => {
    const base = run(
      competitionWithCouples(8),
      { type: 'generateRounds', eventName: EVENT },
      ...item('Lunch Break', 'Break'),
      ...item('Awards', 'Awards'),
    );
    const state = run(base, ...latinWithSameCouples(base), {
      type: 'generateRounds',
      eventName: LATIN,
    });
    expect(order(state)).toEqual([
      `1 ${EVENT} Semi-Final`,
      `2 ${EVENT} Final`,
      '3 Lunch Break Lunch Break',
      `4 ${LATIN} Semi-Final`,
      `5 ${LATIN} Final`,
      '6 Awards Awards',
    ]);
  });

  it('keeps a closing break after the awards, and the new rounds before both', () => {
    const base = run(
      competitionWithCouples(8),
      { type: 'generateRounds', eventName: EVENT },
      ...item('Awards', 'Awards'),
      // A break generated now goes before the awards too: moved after them by hand.
      ...item('Farewell drinks', 'Break'),
      { type: 'shiftRound', eventName: 'Farewell drinks', roundNumber: 1, direction: 'later' },
    );
    const state = run(base, ...latinWithSameCouples(base), {
      type: 'generateRounds',
      eventName: LATIN,
    });
    expect(order(state).slice(2)).toEqual([
      `3 ${LATIN} Semi-Final`,
      `4 ${LATIN} Final`,
      '5 Awards Awards',
      '6 Farewell drinks Farewell drinks',
    ]);
  });

  it('leaves fractional indexes before the awards when the schedule is not re-indexed', () => {
    const base = run(
      competitionWithCouples(8),
      { type: 'updateSettings', patch: { dontReorderAfterAddRemoveRounds: true } },
      { type: 'generateRounds', eventName: EVENT },
      ...item('Awards', 'Awards'),
    );
    const state = run(base, ...latinWithSameCouples(base), {
      type: 'generateRounds',
      eventName: LATIN,
    });
    const indexes = scheduledRounds(state.events).map((round) => round.scheduleIndex);
    expect(indexes[2]).toBeGreaterThan(2);
    expect(indexes[3]).toBeLessThan(3);
    expect(order(state).at(-1)).toBe('3 Awards Awards');
  });

  it('appends when the awards are followed by a competitive round, or closed an earlier day', () => {
    const midday = run(
      competitionWithCouples(8),
      { type: 'generateRounds', eventName: EVENT },
      ...item('Awards', 'Awards'),
      { type: 'shiftRound', eventName: 'Awards', roundNumber: 1, direction: 'earlier' },
    );
    const afterMidday = run(midday, ...latinWithSameCouples(midday), {
      type: 'generateRounds',
      eventName: LATIN,
    });
    expect(order(afterMidday).slice(-2)).toEqual([`4 ${LATIN} Semi-Final`, `5 ${LATIN} Final`]);

    const twoDays = run(
      competitionWithCouples(8),
      { type: 'generateRounds', eventName: EVENT },
      ...item('Awards', 'Awards'),
      ...item('Sunday Break', 'Break'),
      { type: 'shiftRound', eventName: 'Sunday Break', roundNumber: 1, direction: 'later' },
      {
        type: 'updateRound',
        eventName: 'Awards',
        roundNumber: 1,
        roundStartTime: '2027-02-09T18:00',
      },
      {
        type: 'updateRound',
        eventName: 'Sunday Break',
        roundNumber: 1,
        roundStartTime: '2027-02-10T09:00',
      },
    );
    const nextDay = run(twoDays, ...latinWithSameCouples(twoDays), {
      type: 'generateRounds',
      eventName: LATIN,
    });
    expect(order(nextDay).slice(-2)).toEqual([`5 ${LATIN} Semi-Final`, `6 ${LATIN} Final`]);
  });

  it('puts a new awards item at the end: it closes the day itself', () => {
    const base = run(
      competitionWithCouples(8),
      { type: 'generateRounds', eventName: EVENT },
      ...item('Awards', 'Awards'),
    );
    const state = run(base, ...item('Late Awards', 'Awards'));
    expect(order(state).at(-1)).toBe('4 Late Awards Late Awards');
  });
});

describe('the largest straight final is a competition setting', () => {
  const generated = (couples: number, largest?: number) =>
    roundList(
      run(
        competitionWithCouples(couples),
        ...(largest === undefined
          ? []
          : [{ type: 'updateSettings' as const, patch: { largestStraightFinal: largest } }]),
        { type: 'generateRounds', eventName: EVENT },
      ),
      EVENT,
    );

  it('is 6 by default, the rule before it was a setting', () => {
    expect(competitionWithCouples(1).settings.largestStraightFinal).toBe(6);
    expect(generated(6)).toEqual(['1 Final']);
    expect(generated(7)).toEqual(['2 Semi-Final', '1 Final']);
  });

  it('lets 8 couples dance a straight final when set to 8, and a ninth brings a Semi-Final', () => {
    expect(generated(8, 8)).toEqual(['1 Final']);
    expect(generated(9, 8)).toEqual(['2 Semi-Final', '1 Final']);
    expect(generated(13, 8)).toEqual(['3 Quarter-Final', '2 Semi-Final', '1 Final']);
  });

  it('is refused below the 6 a Semi-Final recalls or above the 12 it holds', () => {
    // The command schema refuses it before any decision, as the server parses every command.
    for (const largest of [5, 13, 7.5]) {
      expect(settingsPatchSchema.safeParse({ largestStraightFinal: largest }).success).toBe(false);
    }
    expect(settingsPatchSchema.safeParse({ largestStraightFinal: 12 }).success).toBe(true);
  });
});
