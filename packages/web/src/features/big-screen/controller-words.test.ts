import {
  bigScreenContent,
  demoMetadata,
  publicView,
  type Command,
  type CompetitionState,
} from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { commandRunner } from '../../test-support/run-commands';
import { postedRounds, showRoundLabel } from './posted-rounds';
import { showingNow } from './screen-words';

/** Each command a second later, so posting times order the rounds. */
const run = commandRunner({ ticking: true });
const JUDGES = ['judge-a', 'judge-b', 'judge-c'];
const EVENT = 'Silver Rumba';

const numbersIn = (state: CompetitionState, roundNumber: number) =>
  Object.values(state.events[EVENT]!.rounds[roundNumber]!.entries)
    .map((entry) => entry.leadNumber)
    .sort((a, b) => a - b);

/** Starts, marks (every judge: `card` of the couples dancing) and posts a round. */
function post(state: CompetitionState, roundNumber: number, card: (numbers: number[]) => number[]) {
  const started = run(state, { type: 'startRound', eventName: EVENT, roundNumber });
  const marks = JUDGES.map((judgeKey): Command => ({
    type: 'submitMarks',
    eventName: EVENT,
    roundNumber,
    judgeKey,
    dance: 'Rumba',
    couples: card(numbersIn(started, roundNumber)),
  }));
  return run(
    started,
    ...marks,
    { type: 'approveRound', eventName: EVENT, roundNumber },
    { type: 'postRound', eventName: EVENT, roundNumber },
  );
}

/** Eight couples and a Lunch: a Semi-Final recalling six, then the Final. */
function competition(): CompetitionState {
  return run(
    undefined,
    { type: 'createCompetition', slug: 'screen-open', metadata: demoMetadata('2027-01-10') },
    ...JUDGES.map((key): Command => ({
      type: 'saveOfficial',
      official: { key, name: key, role: 'Judge', bio: '' },
    })),
    { type: 'saveEvent', event: { name: 'Lunch', eventDances: ['Break'] } },
    { type: 'generateRounds', eventName: 'Lunch' },
    {
      type: 'saveEvent',
      event: { name: EVENT, eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
    },
    {
      type: 'importCouples',
      couples: Array.from({ length: 8 }, (_, index) => ({
        lead: { name: `Lead ${index + 1}`, affiliation: 'Riverside University' },
        follow: { name: `Follow ${index + 1}`, affiliation: 'Pinecrest College' },
        events: [EVENT],
      })),
    },
    { type: 'generateRounds', eventName: EVENT },
  );
}

describe("the controller's words", () => {
  it('lists posted rounds only, the latest first, never a schedule item', () => {
    let state = competition();
    expect(postedRounds(publicView(state))).toEqual([]);
    state = post(state, 2, (numbers) => numbers.slice(0, 6));
    state = post(state, 1, (numbers) => numbers);
    const rounds = postedRounds(publicView(state));
    expect(rounds.map((round) => [round.label, showRoundLabel(round)])).toEqual([
      [`${EVENT} Final`, `Show the final of ${EVENT}`],
      [`${EVENT} Semi-Final`, `Show recalls of ${EVENT} Semi-Final`],
    ]);
  });

  it('says what the screen shows: the mode, then the content', () => {
    let state = post(competition(), 2, (numbers) => numbers.slice(0, 6));
    state = post(state, 1, (numbers) => numbers);
    state = run(
      state,
      { type: 'setBigScreen', mode: 'final', eventName: EVENT, roundNumber: 1 },
      { type: 'revealNextPlace' },
      { type: 'revealNextPlace' },
      { type: 'revealNextPlace' },
    );
    const clock = { now: '2027-02-09T13:00:00.000Z', utcOffsetMinutes: 0 };
    const content = bigScreenContent(publicView(state), clock);
    expect(showingNow('final', content)).toBe(`Final: the final of ${EVENT}, 3 of 6 places shown`);
    state = run(state, { type: 'setBigScreen', mode: 'welcome' });
    expect(showingNow('welcome', bigScreenContent(publicView(state), clock))).toBe(
      'Welcome: the welcome screen',
    );
  });
});
