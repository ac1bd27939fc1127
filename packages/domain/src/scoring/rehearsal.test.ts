import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { attempt, run } from '../../testing/setup-competition';
import { rehearsalPermit } from './rehearsal';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';

const SEMI = 2;
const rehearse: Command = { type: 'rehearseRound', eventName: EVENT, roundNumber: SEMI, seed: 7 };
const start: Command = { type: 'startRound', eventName: EVENT, roundNumber: SEMI };
const markedAsRehearsal: Command = { type: 'updateSettings', patch: { rehearsal: true } };

const semi = (state: CompetitionState) => state.events[EVENT]!.rounds[SEMI]!;
const refusal = (decision: ReturnType<typeof attempt>) =>
  decision.ok ? 'accepted' : decision.error;
const ASKS_FOR_REHEARSAL =
  'they fill only a round that has not started, unless the settings mark the competition as a rehearsal';

describe('rehearseRound in a competition that is not a rehearsal', () => {
  it('is off by default, as in every log from before the setting', () => {
    expect(markedCompetition(8).settings.rehearsal).toBe(false);
  });

  it('fills a round that has not started, starting it', () => {
    const state = markedCompetition(8);
    expect(rehearsalPermit(state.settings, semi(state))).toEqual({
      ok: true,
      ground: 'notStarted',
    });
    const after = run(state, rehearse);
    expect(semi(after).roundState).toBe(roundStates.Marked);
  });

  it('refuses a round running for real, saying why and what would allow it', () => {
    const running = run(markedCompetition(8), start);
    expect(refusal(attempt(running, rehearse))).toBe(
      `random marks would count as real ones in the Semi-Final of "${EVENT}" (Running): ${ASKS_FOR_REHEARSAL}`,
    );
  });

  it('refuses a round whose judges have marked, and one skipped', () => {
    const state = run(markedCompetition(8), start);
    const cut = numbersIn(state, SEMI).slice(0, 6);
    const marked = run(state, ...allCards(SEMI, () => cut));
    expect(refusal(attempt(marked, rehearse))).toContain('(Marked)');
    const skipped = run(markedCompetition(8), {
      type: 'skipRound',
      eventName: EVENT,
      roundNumber: SEMI,
    });
    expect(refusal(attempt(skipped, rehearse))).toContain('(Skipped)');
  });

  it('fills again a round stepped back to before its start', () => {
    const state = run(markedCompetition(8), start, {
      type: 'setRoundState',
      eventName: EVENT,
      roundNumber: SEMI,
      roundState: roundStates.Initialized,
      discardMarks: false,
    });
    expect(refusal(attempt(state, rehearse))).toBe('accepted');
  });
});

describe('rehearseRound in a competition marked as a rehearsal', () => {
  it('fills a round already on the floor, only the missing cards', () => {
    const running = run(markedCompetition(8), markedAsRehearsal, start);
    const state = run(running, {
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber: SEMI,
      judgeKey: 'judge-a',
      dance: 'Waltz',
      couples: numbersIn(running, SEMI).slice(0, 6),
    });
    expect(rehearsalPermit(state.settings, semi(state))).toEqual({
      ok: true,
      ground: 'rehearsalCompetition',
    });
    const after = run(state, rehearse);
    expect(semi(after).roundState).toBe(roundStates.Marked);
    const history = after.marks[EVENT]!.scoring![SEMI]!.history;
    // Judge A's Waltz stays as marked; the other nine cards are the rehearsal's.
    expect(history.filter((change) => change.reason === undefined)).toHaveLength(1);
    expect(history.filter((change) => change.reason === 'rehearsal: random marks')).toHaveLength(9);
  });

  it('still leaves a posted round alone: its marks can no longer change', () => {
    const running = run(markedCompetition(8), markedAsRehearsal, start);
    const cut = numbersIn(running, SEMI).slice(0, 6);
    const state = run(
      running,
      ...allCards(SEMI, () => cut),
      { type: 'approveRound', eventName: EVENT, roundNumber: SEMI },
      {
        type: 'postRound',
        eventName: EVENT,
        roundNumber: SEMI,
      },
    );
    expect(refusal(attempt(state, rehearse))).toMatch(/has already been posted/);
  });
});
