import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../competition/state';
import { run } from '../../testing/setup-competition';
import { publicView } from '../views/public-view';
import { scoringView } from '../views/staff-view';
import { roundOutcome } from './round-outcome';
import { roundSheets } from './round-sheets';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';

/** The sheets of a round as the public results pages compute them: from the public view. */
const publicSheets = (state: CompetitionState, roundNumber: number) =>
  roundSheets(roundOutcome(publicView(state), EVENT, roundNumber)!);

/** The sheets of a round as the scrutineer's screen computes them: from the scoring view. */
const scrutineerSheets = (state: CompetitionState, roundNumber: number) =>
  roundSheets(roundOutcome(scoringView(state), EVENT, roundNumber)!);

/** The Semi-Final marked with a tie across the cut of 6, which the chairman settles at 5, then posted. */
function semiPostedAfterTie(): CompetitionState {
  let state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  const n = numbersIn(state, 2);
  const sixth = (judge: number, dance: string) => (judge % 2 === 0) === (dance === 'Waltz');
  state = run(
    state,
    ...allCards(2, (judge, dance) => [...n.slice(0, 5), sixth(judge, dance) ? n[5]! : n[6]!]),
    { type: 'setRecallCut', eventName: EVENT, roundNumber: 2, recall: 5 },
  );
  return state;
}

const post = (state: CompetitionState, roundNumber: number) =>
  run(
    state,
    { type: 'approveRound', eventName: EVENT, roundNumber },
    { type: 'postRound', eventName: EVENT, roundNumber },
  );

/** The Final danced by the five recalled couples, every judge placing them in number order. */
function finalMarked(state: CompetitionState): CompetitionState {
  const started = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 1 });
  const finalists = numbersIn(started, 1);
  return run(started, ...allCards(1, () => finalists));
}

describe('one result sheet: the public view of a posted round gives the scrutineer’s sheets', () => {
  it('a Semi-Final whose tie at the cut the chairman settled: the public view has no cut, only the posted recall', () => {
    const before = semiPostedAfterTie();
    const state = post(before, 2);
    const sheets = publicSheets(state, 2);
    expect(sheets).toEqual(scrutineerSheets(state, 2));
    // What the scrutineer saw when posting is what everyone sees afterwards.
    expect(sheets).toEqual(scrutineerSheets(before, 2));
    expect(sheets?.kind === 'recall' && sheets.rows.filter((row) => row.recalled)).toHaveLength(5);
    expect(
      sheets?.kind === 'recall' && sheets.rows.map((row) => row.place ?? 'through').slice(4),
    ).toEqual(['through', 6.5, 6.5, 8]);
    expect(sheets?.judges.map((judge) => `${judge.letter} ${judge.name}`)).toEqual([
      'A Judge A',
      'B Judge B',
      'C Judge C',
      'D Judge D',
      'E Judge E',
    ]);
  });

  it('a Final: every dance table, the summary and the explanations', () => {
    const before = finalMarked(post(semiPostedAfterTie(), 2));
    const state = post(before, 1);
    const sheets = publicSheets(state, 1);
    expect(sheets?.kind).toBe('final');
    expect(sheets).toEqual(scrutineerSheets(state, 1));
    expect(sheets).toEqual(scrutineerSheets(before, 1));
  });

  it('reads a posted round as posted after a judge is removed and the recall size is edited', () => {
    const posted = post(semiPostedAfterTie(), 2);
    const state = run(
      posted,
      { type: 'removeOfficial', key: 'judge-b' },
      { type: 'updateRound', eventName: EVENT, roundNumber: 2, recallSize: 3 },
    );
    const sheets = publicSheets(state, 2);
    expect(sheets).toEqual(scrutineerSheets(state, 2));
    // The removed judge keeps their column and, freed, their letter; the counts are unchanged.
    expect(sheets?.judges.map((judge) => judge.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(sheets?.judges[1]).toEqual({ key: 'judge-b', name: 'judge-b', letter: 'B' });
    const { judges: _before, ...counts } = publicSheets(posted, 2)!;
    const { judges: _after, ...countsAfter } = sheets!;
    expect(countsAfter).toEqual(counts);
  });
});
