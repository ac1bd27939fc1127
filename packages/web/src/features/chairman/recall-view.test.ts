import { roundOutcome, type PrelimOutcome } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { recallView } from './recall-view';
import { run } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

const prelim = (state: ReturnType<typeof scoringCompetition>) =>
  roundOutcome(state, EVENT, 2) as PrelimOutcome;

/** A Semi-Final of 8 recalling 6 where the 6th and 7th couples tie on 5 marks. */
function tiedSemi() {
  let state = run(scoringCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const n = numbersIn(state, 2);
  const sixth = (judge: number, dance: string) => (judge % 2 === 0) === (dance === 'Waltz');
  state = run(
    state,
    ...cards(2, (judge, dance) => [...n.slice(0, 5), sixth(judge, dance) ? n[5]! : n[6]!]),
  );
  return { state, n };
}

describe('recall totals with the cut (Rule 1)', () => {
  it('ranks the couples with their totals and says who is recalled and the marks needed', () => {
    let state = run(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    const n = numbersIn(state, 2);
    state = run(state, ...cards(2, () => n.slice(0, 6)));
    const view = recallView(prelim(state));
    expect(view).toMatchObject({ requested: 6, dancing: 8, provisional: false, marksNeeded: 10 });
    expect(view.recalled).toBe(6);
    expect(view.rows[0]).toEqual({
      rank: 1,
      couple: String(n[0]),
      names: 'Lead 1 & Follow 1',
      total: 10,
      status: 'through',
    });
    expect(view.rows.map((row) => row.status)).toEqual([
      ...Array<string>(6).fill('through'),
      'out',
      'out',
    ]);
    expect(view.rows.at(-1)!.rank).toBe(7);
  });

  it('is provisional while cards are missing, counting only the judges who are done', () => {
    let state = run(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    const n = numbersIn(state, 2);
    state = run(state, ...cards(2, () => n.slice(0, 6), ['judge-a', 'judge-b']));
    const view = recallView(prelim(state));
    expect(view).toMatchObject({ provisional: true, countedJudges: 2, judges: 5 });
    expect(view.rows[0]!.total).toBe(4);
  });

  it('shows a tie straddling the cut with the choice of fewer or more, then the chosen cut', () => {
    const { state, n } = tiedSemi();
    const view = recallView(prelim(state));
    expect(view.tie).toEqual({
      total: 5,
      couples: [String(n[5]), String(n[6])],
      fewer: 5,
      more: 7,
    });
    expect(view.rows.map((row) => row.status)).toEqual([
      ...Array<string>(5).fill('through'),
      'tied',
      'tied',
      'out',
    ]);
    expect(view.marksNeeded).toBeUndefined();
    expect(view.recalled).toBeUndefined();

    const cut = recallView(
      prelim(run(state, { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 7 })),
    );
    expect(cut.tie?.chosen).toBe(7);
    expect(cut.recalled).toBe(7);
    expect(cut.marksNeeded).toBe(5);
    expect(cut.rows.filter((row) => row.status === 'through')).toHaveLength(7);
  });

  it('offers every natural break once the cards are in, marks the asked one, and names the chooser', () => {
    const { state, n } = tiedSemi();
    const view = recallView(prelim(state));
    // Totals 10 ×5, 5, 5, 0: breaks at 5 (10 marks) and 7 (5 marks); 6 would split the tie.
    expect(view.breaks).toEqual([
      { recall: 5, minTotal: 10, asked: false },
      { recall: 7, minTotal: 5, asked: false },
    ]);
    expect(view.chosen).toBeUndefined();
    const chosen = recallView(
      prelim(run(state, { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 7 })),
    );
    expect(chosen.chosen).toMatchObject({ recall: 7, by: 'system' });
    expect(chosen.chosen!.at).toMatch(/^\d{4}-/);
    expect(chosen.rows.filter((row) => row.status === 'through').map((row) => row.couple)).toEqual(
      n.slice(0, 7).map(String),
    );
  });

  it('offers no break while cards are missing', () => {
    let state = run(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    const n = numbersIn(state, 2);
    state = run(state, ...cards(2, () => n.slice(0, 6), ['judge-a']));
    expect(recallView(prelim(state)).breaks).toEqual([]);
  });
});
