import { describe, expect, it } from 'vitest';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { splitIntoHeats } from '../competition/heats';
import { attempt, run } from '../../testing/setup-competition';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';
import { publicView } from '../views/public-view';
import { staffView } from '../views/staff-view';
import { NOTES_KEPT } from './state';

const refusal = (decision: ReturnType<typeof attempt>) =>
  decision.ok ? 'accepted' : decision.error;

/** 12 couples: a Semi-Final of two heats (recalling 6) and a Final. */
function competition(): CompetitionState {
  return run(markedCompetition(12), {
    type: 'updateRound',
    eventName: EVENT,
    roundNumber: 2,
    numHeats: 2,
  });
}

function postedSemi(): CompetitionState {
  let state = run(competition(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const semi = numbersIn(state, 2);
  state = run(state, ...allCards(2, () => semi.slice(0, 6)));
  return run(
    state,
    { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
    { type: 'postRound', eventName: EVENT, roundNumber: 2 },
  );
}

function postedFinal(): CompetitionState {
  let state = run(postedSemi(), { type: 'startRound', eventName: EVENT, roundNumber: 1 });
  const finalists = numbersIn(state, 1);
  state = run(state, ...allCards(1, () => finalists));
  return run(
    state,
    { type: 'approveRound', eventName: EVENT, roundNumber: 1 },
    { type: 'postRound', eventName: EVENT, roundNumber: 1 },
  );
}

const heatNumbers = (state: CompetitionState, roundNumber: number) => {
  const round = state.events[EVENT]!.rounds[roundNumber]!;
  return splitIntoHeats(Object.values(round.entries), round.numHeats).map((heat) =>
    heat.map((entry) => entry.leadNumber),
  );
};

describe('calling heats onto the floor', () => {
  it('starts a round waiting to be danced with its first heat, and shows the heat to everybody', () => {
    const state = run(competition(), {
      type: 'callHeat',
      eventName: EVENT,
      roundNumber: 2,
      heat: 2,
      dance: 'Waltz',
    });
    const semi = state.events[EVENT]!.rounds[2]!;
    expect(semi.roundState).toBe(roundStates.Running);
    expect(semi.roundActualStartTime).toBe('2027-02-09T12:00:00.000Z');
    expect(publicView(state).floor.onFloor).toEqual({
      eventName: EVENT,
      roundNumber: 2,
      heat: 2,
      dance: 'Waltz',
      at: '2027-02-09T12:00:00.000Z',
    });
  });

  it('keeps the first start time when the next heat is called', () => {
    let state = run(competition(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const started = state.events[EVENT]!.rounds[2]!.roundActualStartTime;
    state = run(state, { type: 'callHeat', eventName: EVENT, roundNumber: 2, heat: 2 });
    expect(state.events[EVENT]!.rounds[2]!.roundActualStartTime).toBe(started);
    expect(state.floor.onFloor?.heat).toBe(2);
  });

  it('refuses a heat the round does not have, a dance it does not dance and a posted round', () => {
    const state = competition();
    expect(
      refusal(attempt(state, { type: 'callHeat', eventName: EVENT, roundNumber: 2, heat: 3 })),
    ).toBe(`the Semi-Final of "${EVENT}" has 2 heats: there is no heat 3`);
    expect(
      refusal(
        attempt(state, {
          type: 'callHeat',
          eventName: EVENT,
          roundNumber: 2,
          heat: 1,
          dance: 'Rumba',
        }),
      ),
    ).toBe(`"${EVENT}" dances Waltz, Quickstep, not Rumba`);
    expect(
      refusal(
        attempt(postedSemi(), { type: 'callHeat', eventName: EVENT, roundNumber: 2, heat: 1 }),
      ),
    ).toBe(`the Semi-Final of "${EVENT}" is posted: call a round still to be danced`);
  });
});

describe("the deck captain's heats and notes", () => {
  it('marks a heat ready and takes it back; staff see it, the public does not', () => {
    let state = run(competition(), {
      type: 'setHeatReady',
      eventName: EVENT,
      roundNumber: 2,
      heat: 1,
      ready: true,
    });
    const roundId = state.events[EVENT]!.rounds[2]!.roundId;
    expect(Object.keys(staffView(state).floor.heatsReady[roundId] ?? {})).toEqual(['1']);
    expect(publicView(state).floor).not.toHaveProperty('heatsReady');
    state = run(state, {
      type: 'setHeatReady',
      eventName: EVENT,
      roundNumber: 2,
      heat: 1,
      ready: false,
    });
    expect(state.floor.heatsReady[roundId]).toEqual({});
  });

  it('sends notes to the staff screens only, keeps the newest and clears one', () => {
    let state = competition();
    for (let index = 1; index <= NOTES_KEPT + 2; index += 1) {
      state = run(state, { type: 'sendFloorNote', text: `note ${index}` });
    }
    expect(state.floor.notes).toHaveLength(NOTES_KEPT);
    expect(state.floor.notes[0]!.text).toBe('note 3');
    state = run(state, {
      type: 'sendFloorNote',
      text: '134 missing, coming from the changing room',
      eventName: EVENT,
      roundNumber: 2,
    });
    const note = state.floor.notes.at(-1)!;
    expect(note.roundId).toBe(state.events[EVENT]!.rounds[2]!.roundId);
    expect(JSON.stringify(publicView(state))).not.toContain('changing room');
    expect(staffView(state).floor.notes.at(-1)?.text).toContain('changing room');
    state = run(state, { type: 'clearFloorNote', id: note.id });
    expect(state.floor.notes.some((each) => each.id === note.id)).toBe(false);
    expect(refusal(attempt(state, { type: 'clearFloorNote', id: note.id }))).toContain(
      'already cleared',
    );
  });
});

describe('a late couple joins a heat', () => {
  it('goes into the chosen heat and moves nobody already lined up', () => {
    const before = heatNumbers(competition(), 2);
    const state = run(competition(), {
      type: 'addPlaceholderEntry',
      eventName: EVENT,
      roundNumber: 2,
      heat: 1,
    });
    const after = heatNumbers(state, 2);
    expect(after[0]).toEqual([...before[0]!, 9999]);
    expect(after[1]).toEqual(before[1]);
  });

  it('keeps everybody in their heat when a couple is scratched from a round under way', () => {
    const started = run(competition(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const before = heatNumbers(started, 2);
    const scratched = Object.values(started.events[EVENT]!.rounds[2]!.entries).find(
      (entry) => entry.leadNumber === before[0]![0],
    )!;
    const state = run(started, {
      type: 'scratchCompetitor',
      eventName: EVENT,
      entryId: scratched.entryId,
    });
    expect(heatNumbers(state, 2)).toEqual([before[0]!.slice(1), before[1]]);
  });

  it('splits the heats again when a couple is scratched before the day', () => {
    const state = competition();
    const entry = Object.values(state.events[EVENT]!.rounds[2]!.entries)[0]!;
    const after = run(state, {
      type: 'scratchCompetitor',
      eventName: EVENT,
      entryId: entry.entryId,
    });
    const left = Object.values(after.events[EVENT]!.rounds[2]!.entries);
    expect(left.filter((each) => each.heat !== undefined)).toEqual([]);
    expect(heatNumbers(after, 2)).toEqual(
      splitIntoHeats(left, 2).map((heat) => heat.map((each) => each.leadNumber)),
    );
  });

  it('refuses a heat the round does not have', () => {
    expect(
      refusal(
        attempt(competition(), {
          type: 'addPlaceholderEntry',
          eventName: EVENT,
          roundNumber: 2,
          heat: 4,
        }),
      ),
    ).toBe(`the Semi-Final of "${EVENT}" has 2 heats: there is no heat 4`);
  });
});

describe('the big screen', () => {
  it('shows only posted rounds', () => {
    expect(
      refusal(
        attempt(competition(), {
          type: 'setBigScreen',
          mode: 'recalls',
          eventName: EVENT,
          roundNumber: 2,
        }),
      ),
    ).toBe(`the Semi-Final of "${EVENT}" is not posted: the big screen shows posted results only`);
    const state = run(postedSemi(), {
      type: 'setBigScreen',
      mode: 'recalls',
      eventName: EVENT,
      roundNumber: 2,
    });
    expect(publicView(state).floor.bigScreen).toMatchObject({ mode: 'recalls', roundNumber: 2 });
  });

  it("reveals a final's places one at a time up to 1st, then refuses", () => {
    let state = run(postedFinal(), {
      type: 'setBigScreen',
      mode: 'final',
      eventName: EVENT,
      roundNumber: 1,
    });
    for (let place = 1; place <= 6; place += 1) {
      state = run(state, { type: 'revealNextPlace' });
      expect(state.floor.bigScreen.revealed).toBe(place);
    }
    expect(refusal(attempt(state, { type: 'revealNextPlace' }))).toBe(
      `every place of "${EVENT}" is already shown`,
    );
    // Back to auto and to the same final again: the reveal starts from the top.
    state = run(state, { type: 'setBigScreen', mode: 'auto' });
    state = run(state, { type: 'setBigScreen', mode: 'final' });
    expect(state.floor.bigScreen.revealed).toBe(0);
  });

  it('keeps what a change leaves out', () => {
    let state = run(competition(), {
      type: 'setBigScreen',
      mode: 'welcome',
      welcomeText: 'Thanks to Ballroom Shoes Ltd',
    });
    state = run(state, { type: 'setBigScreen', mode: 'auto' });
    expect(state.floor.bigScreen).toMatchObject({
      mode: 'auto',
      welcomeText: 'Thanks to Ballroom Shoes Ltd',
    });
  });
});
