import { describe, expect, it } from 'vitest';
import type { Command } from '../../composition/command';
import { decide } from '../../composition/decide';
import { applyAll } from '../../composition/apply';
import type { CompetitionState } from '../../competition/state';
import {
  allCards,
  EVENT,
  markedCompetition,
  numbersIn,
} from '../../../testing/scoring-competition';
import { splitIntoHeats } from '../../competition/heats';
import { run } from '../../../testing/setup-competition';
import { publicView } from '../public-view';
import { AUTO_RESULT_MINUTES, bigScreenContent } from './big-screen-content';

// The fixture's clock is noon on the competition day (2027-02-09, venue at UTC).
const NOON = '2027-02-09T12:00:00.000Z';
const minutesAfterNoon = (minutes: number) =>
  new Date(Date.parse(NOON) + minutes * 60_000).toISOString();
const clockAt = (minutes: number) => ({ now: minutesAfterNoon(minutes), utcOffsetMinutes: 0 });

let keys = 0;
/** Runs commands at a moment of our choosing, to tell "just posted" from "posted long ago". */
function runAt(state: CompetitionState, minutes: number, ...commands: Command[]) {
  let current = state;
  for (const command of commands) {
    const decision = decide(current, command, {
      newKey: () => `screen${++keys}`,
      now: () => minutesAfterNoon(minutes),
      registrationStaff: true,
    });
    if (!decision.ok) {
      throw new Error(`${command.type} refused: ${decision.error}`);
    }
    current = applyAll(current, decision.events)!;
  }
  return current;
}

/** 12 couples: a Semi-Final of two heats (recalling 6) at 12:30 and a Final at 13:00. */
function competition(): CompetitionState {
  return run(
    markedCompetition(12),
    {
      type: 'updateRound',
      eventName: EVENT,
      roundNumber: 2,
      numHeats: 2,
      roundStartTime: '2027-02-09T12:30',
    },
    { type: 'updateRound', eventName: EVENT, roundNumber: 1, roundStartTime: '2027-02-09T13:00' },
  );
}

/** The Semi-Final danced from noon and posted `minutes` after noon, recalling its lowest six. */
function postedSemi(minutes = 0): CompetitionState {
  let state = run(competition(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const semi = numbersIn(state, 2);
  state = run(state, ...allCards(2, () => semi.slice(0, 6)));
  return runAt(
    state,
    minutes,
    { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
    { type: 'postRound', eventName: EVENT, roundNumber: 2 },
  );
}

/** The Final posted `minutes` after noon: every judge places the finalists in number order. */
function postedFinal(minutes = 0): CompetitionState {
  let state = runAt(postedSemi(minutes), minutes, {
    type: 'startRound',
    eventName: EVENT,
    roundNumber: 1,
  });
  const finalists = numbersIn(state, 1);
  state = runAt(state, minutes, ...allCards(1, () => finalists));
  return runAt(
    state,
    minutes,
    { type: 'approveRound', eventName: EVENT, roundNumber: 1 },
    { type: 'postRound', eventName: EVENT, roundNumber: 1 },
  );
}

const screen = (state: CompetitionState, minutes = 0) =>
  bigScreenContent(publicView(state), clockAt(minutes));

describe('the big screen shows what the controller picks', () => {
  it('welcome: the competition name and the sponsors’ words', () => {
    const state = run(competition(), {
      type: 'setBigScreen',
      mode: 'welcome',
      welcomeText: 'Thanks to Ballroom Shoes Ltd',
    });
    expect(screen(state)).toEqual({
      kind: 'welcome',
      name: state.metadata.fullName,
      text: 'Thanks to Ballroom Shoes Ltd',
      auto: false,
    });
  });

  it('upcoming: the rounds to come in schedule order with planned and expected times', () => {
    const state = run(competition(), { type: 'setBigScreen', mode: 'upcoming' });
    expect(screen(state)).toEqual({
      kind: 'upcoming',
      auto: false,
      rounds: [
        {
          eventName: EVENT,
          roundNumber: 2,
          roundName: 'Semi-Final',
          item: false,
          planned: '2027-02-09T12:30',
        },
        {
          eventName: EVENT,
          roundNumber: 1,
          roundName: 'Final',
          item: false,
          planned: '2027-02-09T13:00',
        },
      ],
    });
    // The Semi-Final started 20 minutes late: the Final is now expected 20 minutes late too.
    const late = runAt(state, 50, { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const upcoming = screen(late, 50);
    expect(upcoming).toMatchObject({
      kind: 'upcoming',
      rounds: [{ roundName: 'Final', planned: '2027-02-09T13:00', expected: '2027-02-09T13:20' }],
    });
  });

  it('upcoming: a schedule item is listed as the item, not as a Final', () => {
    const state = run(
      competition(),
      { type: 'saveEvent', event: { name: 'Lunch', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch' },
      { type: 'setBigScreen', mode: 'upcoming' },
    );
    const content = screen(state);
    expect(content.kind === 'upcoming' && content.rounds.find((each) => each.item)).toMatchObject({
      eventName: 'Lunch',
      roundName: 'Lunch',
      item: true,
    });
  });

  it('floor: the heat called with its couples, the dance and how many heats', () => {
    const state = run(
      competition(),
      { type: 'callHeat', eventName: EVENT, roundNumber: 2, heat: 2, dance: 'Quickstep' },
      { type: 'setBigScreen', mode: 'floor' },
    );
    const round = state.events[EVENT]!.rounds[2]!;
    const heat = splitIntoHeats(Object.values(round.entries), 2)[1]!.map(
      (entry) => entry.leadNumber,
    );
    expect(screen(state)).toEqual({
      kind: 'floor',
      auto: false,
      eventName: EVENT,
      roundNumber: 2,
      roundName: 'Semi-Final',
      item: false,
      dance: 'Quickstep',
      heat: { number: 2, of: 2 },
      numbers: heat,
    });
  });

  it('floor: with nothing on the floor, what comes next', () => {
    const state = run(competition(), { type: 'setBigScreen', mode: 'floor' });
    expect(screen(state)).toMatchObject({ kind: 'upcoming', auto: false });
  });

  it('recalls: a posted round’s recalled numbers, ascending, and the round they go to', () => {
    const state = run(postedSemi(), {
      type: 'setBigScreen',
      mode: 'recalls',
      eventName: EVENT,
      roundNumber: 2,
    });
    expect(screen(state, 60)).toEqual({
      kind: 'recalls',
      auto: false,
      eventName: EVENT,
      roundNumber: 2,
      roundName: 'Semi-Final',
      nextRoundName: 'Final',
      numbers: numbersIn(state, 2).slice(0, 6),
    });
  });

  it('final: only the places revealed, from last place up, with names and schools', () => {
    let state = run(postedFinal(), {
      type: 'setBigScreen',
      mode: 'final',
      eventName: EVENT,
      roundNumber: 1,
    });
    expect(screen(state, 60)).toMatchObject({ kind: 'final', revealed: 0, total: 6, places: [] });
    state = run(state, { type: 'revealNextPlace' }, { type: 'revealNextPlace' });
    const finalists = numbersIn(state, 1);
    const content = screen(state, 60);
    expect(content).toMatchObject({ kind: 'final', revealed: 2, total: 6 });
    const places = content.kind === 'final' ? content.places : [];
    expect(places.map((place) => [place.placeText, place.number])).toEqual([
      ['5th', finalists[4]],
      ['6th', finalists[5]],
    ]);
    expect(places[0]!.names).toMatch(/^Lead \d+ & Follow \d+$/);
    expect(places[0]!.school).toMatch(/University|College/);
    const shown = JSON.stringify(content);
    for (const hidden of finalists.slice(0, 4)) {
      expect(shown).not.toContain(`"number":${hidden},`);
    }
  });

  it('a picked round whose result is taken back leaves the screen to the auto rule', () => {
    const state = run(
      postedSemi(),
      { type: 'setBigScreen', mode: 'recalls', eventName: EVENT, roundNumber: 2 },
      {
        type: 'setRoundState',
        eventName: EVENT,
        roundNumber: 2,
        roundState: 4,
        discardMarks: true,
      },
    );
    expect(screen(state, 60).auto).toBe(true);
  });
});

describe('auto mode follows the floor by itself', () => {
  it('shows a round posted in the last few minutes: a prelim’s recalls', () => {
    const state = postedSemi(10);
    expect(screen(state, 11)).toMatchObject({ kind: 'recalls', auto: true, roundNumber: 2 });
    // Long enough after: the next round to come.
    expect(screen(state, 10 + AUTO_RESULT_MINUTES + 1)).toMatchObject({
      kind: 'upcoming',
      auto: true,
      rounds: [{ roundName: 'Final' }],
    });
  });

  it('shows a just-posted final whole, as nobody is there to reveal it', () => {
    const content = screen(postedFinal(10), 11);
    expect(content).toMatchObject({ kind: 'final', auto: true, revealed: 6, total: 6 });
    expect(content.kind === 'final' && content.places.map((place) => place.placeText)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
    ]);
  });

  it('goes back to the floor once a heat is called after the posting', () => {
    const state = runAt(postedSemi(10), 12, {
      type: 'callHeat',
      eventName: EVENT,
      roundNumber: 1,
      heat: 1,
      dance: 'Waltz',
    });
    expect(screen(state, 12)).toMatchObject({
      kind: 'floor',
      auto: true,
      roundName: 'Final',
      dance: 'Waltz',
      heat: { number: 1, of: 1 },
    });
  });

  it('shows a running round nobody called a heat of, then the welcome screen at the end', () => {
    const running = run(competition(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    expect(screen(running)).toMatchObject({
      kind: 'floor',
      auto: true,
      roundName: 'Semi-Final',
      numbers: numbersIn(running, 2),
    });
    expect(screen(running)).not.toHaveProperty('heat');
    expect(screen(postedFinal(0), 60)).toMatchObject({ kind: 'welcome', auto: true });
  });
});
