import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { attempt, run } from '../../testing/setup-competition';
import { judgeView } from '../views/judge-view';
import { publicView } from '../views/public-view';
import { panelWarning, roundPanel } from './panel';
import { roundOutcome } from './round-outcome';
import { roundSheets } from './round-sheets';
import {
  MARKED_DANCES,
  EVENT,
  JUDGES,
  markedCompetition,
  numbersIn,
} from '../../testing/scoring-competition';

/** Judges A, C and E mark; B and D are off. */
const PANEL = ['judge-a', 'judge-c', 'judge-e'];

const refusal = (decision: ReturnType<typeof attempt>) =>
  decision.ok ? 'accepted' : decision.error;

const semi = (state: CompetitionState) => state.events[EVENT]!.rounds[2]!;

const setPanel = (judgeKeys: string[], confirmRunning?: boolean): Command => ({
  type: 'setRoundPanel',
  eventName: EVENT,
  roundNumber: 2,
  judgeKeys,
  ...(confirmRunning !== undefined && { confirmRunning }),
});

const start: Command = { type: 'startRound', eventName: EVENT, roundNumber: 2 };

/** These judges' cards for every dance of the Semi-Final, each recalling the six lowest numbers. */
function cardsOf(state: CompetitionState, judges: readonly string[]): Command[] {
  const six = numbersIn(state, 2).slice(0, 6);
  return judges.flatMap((judgeKey) =>
    MARKED_DANCES.map((dance): Command => ({
      type: 'submitMarks',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey,
      dance,
      couples: six,
    })),
  );
}

describe('setRoundPanel: choosing who marks a round', () => {
  it('stores the chosen judges in letter order; choosing every judge stores no panel', () => {
    const state = run(markedCompetition(8), setPanel(['judge-e', 'judge-a', 'judge-c']));
    expect(semi(state).panel).toEqual(PANEL);
    expect(roundPanel(state, semi(state)).map((judge) => judge.letter)).toEqual(['A', 'C', 'E']);
    const everyone = run(state, setPanel([...JUDGES].reverse()));
    expect(semi(everyone).panel).toBeUndefined();
    expect(roundPanel(everyone, semi(everyone))).toHaveLength(5);
  });

  it('refuses unknown keys, officials who do not judge, an empty panel and a posted round', () => {
    const state = run(markedCompetition(8), {
      type: 'saveOfficial',
      official: { key: 'mc', name: 'Max Moss', role: 'MC', bio: '' },
    });
    expect(refusal(attempt(state, setPanel(['judge-a', 'nobody'])))).toBe(
      'no judge with key "nobody"',
    );
    expect(refusal(attempt(state, setPanel(['judge-a', 'mc'])))).toBe(
      'Max Moss is not a judge (only Judge and Chairman of Judges mark)',
    );
    expect(refusal(attempt(state, setPanel([])))).toBe(
      'choose at least one judge to mark the Semi-Final of "Bronze Standard"',
    );
    const posted = run(state, setPanel(PANEL), start, ...cardsOf(state, PANEL), {
      type: 'approveRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    const after = run(posted, { type: 'postRound', eventName: EVENT, roundNumber: 2 });
    expect(refusal(attempt(after, setPanel(JUDGES)))).toBe(
      'the Semi-Final of "Bronze Standard" has been posted: its panel can no longer change',
    );
  });

  it('asks before changing a running round, keeps the cards of judges taken off and withdraws the approval', () => {
    let state = run(markedCompetition(8), start);
    state = run(state, ...cardsOf(state, JUDGES), {
      type: 'approveRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    expect(refusal(attempt(state, setPanel(PANEL)))).toBe(
      'the Semi-Final of "Bronze Standard" is under way: changing its panel keeps the cards already in and withdraws an approval; confirm to change it',
    );
    const history = state.marks[EVENT]!.scoring![2]!.history;
    state = run(state, setPanel(PANEL, true));
    expect(semi(state).panel).toEqual(PANEL);
    expect(Object.keys(state.marks[EVENT]!.rounds[2]!).sort()).toEqual(JUDGES);
    expect(state.marks[EVENT]!.scoring![2]!.history).toEqual(history);
    expect(state.marks[EVENT]!.scoring![2]!.approvedAt).toBeUndefined();
    // Saving the same panel again changes nothing.
    expect(attempt(state, setPanel(PANEL, true))).toEqual({ ok: true, events: [] });
  });

  it('moves a running round with its panel: Marked once its judges are in, Running when one is missing', () => {
    let state = run(markedCompetition(8), start);
    state = run(state, ...cardsOf(state, PANEL));
    expect(semi(state).roundState).toBe(roundStates.Running);
    state = run(state, setPanel(PANEL, true));
    expect(semi(state).roundState).toBe(roundStates.Marked);
    state = run(state, setPanel([...PANEL, 'judge-b'], true));
    expect(semi(state).roundState).toBe(roundStates.Running);
    expect(roundOutcome(state, EVENT, 2)!.missing.map((card) => card.judgeKey)).toEqual([
      'judge-b',
      'judge-b',
    ]);
  });
});

describe('a round marked by a panel of three of five judges', () => {
  function panelRound(): CompetitionState {
    return run(markedCompetition(8), setPanel(PANEL), start);
  }

  it('waits for the panel only: 6 of 6 cards, then Marked', () => {
    let state = panelRound();
    const waiting = roundOutcome(state, EVENT, 2)!;
    expect(waiting.panel.map((judge) => judge.key)).toEqual(PANEL);
    expect(waiting.missing).toHaveLength(PANEL.length * MARKED_DANCES.length);
    state = run(state, ...cardsOf(state, PANEL));
    expect(semi(state).roundState).toBe(roundStates.Marked);
    expect(roundOutcome(state, EVENT, 2)!.missing).toEqual([]);
  });

  it('refuses the card of a judge off the panel, naming them by letter and name', () => {
    const state = panelRound();
    const [card] = cardsOf(state, ['judge-d']);
    expect(refusal(attempt(state, card!))).toBe(
      'Judge D — Judge D is not on the panel of the Semi-Final of "Bronze Standard"',
    );
    expect(
      refusal(
        attempt(state, {
          type: 'reopenJudgeCard',
          eventName: EVENT,
          roundNumber: 2,
          judgeKey: 'judge-d',
          reason: 'wrong couple',
        }),
      ),
    ).toBe('Judge D — Judge D is not on the panel of the Semi-Final of "Bronze Standard"');
  });

  it('is approved, posted and printed with the panel’s letters only, off-panel cards kept out of public', () => {
    // Judge D marked before being taken off: the card stays in the record, not on the sheet.
    let state = run(markedCompetition(8), start);
    state = run(state, ...cardsOf(state, ['judge-d']), setPanel(PANEL, true));
    state = run(state, ...cardsOf(state, PANEL), {
      type: 'approveRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    state = run(state, { type: 'postRound', eventName: EVENT, roundNumber: 2 });
    expect(state.results[EVENT]!.rounds[2]!.recalled).toEqual(numbersIn(state, 2).slice(0, 6));
    expect(state.marks[EVENT]!.rounds[2]!['judge-d']).toBeDefined();
    const view = publicView(state);
    expect(Object.keys(view.marks[EVENT]!.rounds[2]!).sort()).toEqual(PANEL);
    const sheets = roundSheets(roundOutcome(view, EVENT, 2)!)!;
    expect(sheets.judges.map((judge) => judge.letter)).toEqual(['A', 'C', 'E']);
  });

  it('is not offered to the tablet of a judge off the panel, before or while it runs', () => {
    const before = run(markedCompetition(8), setPanel(PANEL));
    const roundsOf = (state: CompetitionState, judgeKey: string) => {
      const view = judgeView(state, judgeKey);
      return [...view.current, ...view.upcoming].map((round) => round.roundNumber);
    };
    expect(roundsOf(before, 'judge-a')).toContain(2);
    expect(roundsOf(before, 'judge-b')).not.toContain(2);
    const running = run(before, start);
    expect(judgeView(running, 'judge-c').current.map((round) => round.roundNumber)).toEqual([2]);
    expect(judgeView(running, 'judge-b').current).toEqual([]);
  });
});

describe('panelWarning', () => {
  it('warns of an even panel and of a panel of one; an odd panel passes', () => {
    expect(panelWarning(4)).toBe(
      'an even panel (4 judges) can tie: a majority needs 3 of 4, and more places go to the tie-break rules',
    );
    expect(panelWarning(1)).toBe(
      'a panel of one judge: one judge decides every place and recall alone',
    );
    expect(panelWarning(3)).toBeUndefined();
    expect(panelWarning(5)).toBeUndefined();
  });
});
