import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { competitionWithCouples, run } from '../../testing/setup-competition';
import { publicView } from '../views/public-view';
import { scoringView } from '../views/staff-view';
import { judgesReport, type FinalJudgesReport, type PrelimJudgesReport } from './judges-report';
import { roundOutcome } from './round-outcome';
import {
  allCards,
  MARKED_DANCES,
  EVENT,
  markedCompetition,
  numbersIn,
} from '../../testing/scoring-competition';

const post = (state: CompetitionState, roundNumber: number) =>
  run(
    state,
    { type: 'approveRound', eventName: EVENT, roundNumber },
    { type: 'postRound', eventName: EVENT, roundNumber },
  );

const report = (state: CompetitionState, roundNumber: number) =>
  judgesReport(roundOutcome(scoringView(state), EVENT, roundNumber)!);

/** A straight final of six couples (round 1), started. */
function finalStarted(): { state: CompetitionState; couples: number[] } {
  const state = run(markedCompetition(6), { type: 'startRound', eventName: EVENT, roundNumber: 1 });
  return { state, couples: numbersIn(state, 1) };
}

const letters = (judges: readonly { letter: string }[]) => judges.map((judge) => judge.letter);

describe('judges’ report of a final', () => {
  it('names the judge who reversed the final: 3 places away on average, the panel’s median 0', () => {
    const { state, couples } = finalStarted();
    const reversed = [...couples].reverse();
    const marked = run(state, ...allCards(1, (judge) => (judge === 4 ? reversed : couples)));
    const result = report(post(marked, 1), 1) as FinalJudgesReport;
    expect(result.kind).toBe('final');
    expect(result.couples.map((row) => row.place)).toEqual([1, 2, 3, 4, 5, 6]);
    const judgeE = result.judges[4]!;
    expect(judgeE.judge.letter).toBe('E');
    // Judge E placed 1st…6th as 6th…1st: distances 5, 3, 1, 1, 3, 5.
    expect(judgeE.cells.map((cell) => cell.distance)).toEqual([5, 3, 1, 1, 3, 5]);
    expect(judgeE.cells[0]).toMatchObject({ meanPlace: 6, resultPlace: 1 });
    expect(judgeE.meanDistance).toBe(3);
    expect(result.judges.slice(0, 4).map((row) => row.meanDistance)).toEqual([0, 0, 0, 0]);
    expect(result.panelMedian).toBe(0);
    expect(letters(result.outliers)).toEqual(['E']);
  });

  it('a unanimous panel names nobody', () => {
    const { state, couples } = finalStarted();
    const result = report(post(run(state, ...allCards(1, () => couples)), 1), 1)!;
    expect(result.outliers).toEqual([]);
    expect(result.panelMedian).toBe(0);
  });

  it('means a judge’s place over the dances: swapping two couples in one dance of two is half a place', () => {
    const { state, couples } = finalStarted();
    const [first, second, ...rest] = couples;
    const swapped = [second!, first!, ...rest];
    const marked = run(
      state,
      ...allCards(1, (judge, dance) =>
        judge === 0 && dance === MARKED_DANCES[0] ? swapped : couples,
      ),
    );
    const result = report(post(marked, 1), 1) as FinalJudgesReport;
    const judgeA = result.judges[0]!;
    expect(judgeA.cells.slice(0, 3).map((cell) => cell.meanPlace)).toEqual([1.5, 1.5, 3]);
    expect(judgeA.meanDistance).toBeCloseTo(1 / 6);
    // A small difference against a unanimous rest is under the one-place floor.
    expect(result.outliers).toEqual([]);
  });

  it('waits for the result: no report while cards are missing', () => {
    const { state, couples } = finalStarted();
    const cards = allCards(1, () => couples);
    expect(report(run(state, ...cards.slice(0, -1)), 1)).toBeUndefined();
    expect(report(run(state, ...cards), 1)).toBeDefined();
  });
});

/** The Semi-Final of eight couples (round 2), recall 6 asked. */
function semiStarted(): { state: CompetitionState; couples: number[] } {
  const state = run(markedCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
  return { state, couples: numbersIn(state, 2) };
}

describe('judges’ report of a preliminary round', () => {
  it('counts each judge’s crosses and the share that went to couples not recalled', () => {
    const { state, couples } = semiStarted();
    const firstSix = couples.slice(0, 6);
    // Judge D crosses the two couples nobody else recalls in place of 5th and 6th.
    const judgeD = [...couples.slice(0, 4), couples[6]!, couples[7]!];
    const marked = run(state, ...allCards(2, (judge) => (judge === 3 ? judgeD : firstSix)));
    const result = report(post(marked, 2), 2) as PrelimJudgesReport;
    expect(result.kind).toBe('prelim');
    expect(result.dances).toBe(2);
    expect(result.couples.filter((row) => row.recalled).map((row) => Number(row.couple))).toEqual(
      firstSix,
    );
    const row = result.judges[3]!;
    expect(row.judge.letter).toBe('D');
    // Two dances × six crosses, two a dance to couples not recalled: 4 of 12.
    expect(row.crosses).toBe(12);
    expect(row.crossesNotRecalled).toBe(4);
    expect(row.share).toBeCloseTo(1 / 3);
    const cell = (couple: number) => row.cells.find((entry) => entry.couple === String(couple))!;
    expect(cell(couples[6]!)).toEqual({
      couple: String(couples[6]),
      crosses: 2,
      recalled: false,
      distance: 2,
    });
    expect(cell(couples[4]!)).toMatchObject({ crosses: 0, recalled: true, distance: 2 });
    expect(cell(couples[0]!)).toMatchObject({ crosses: 2, recalled: true, distance: 0 });
    expect(result.judges.map((entry) => entry.share)).toEqual([0, 0, 0, 1 / 3, 0]);
    expect(result.panelMedian).toBe(0);
    expect(letters(result.outliers)).toEqual(['D']);
  });

  it('a unanimous panel names nobody; the public view gives the same report', () => {
    const { state, couples } = semiStarted();
    const posted = post(run(state, ...allCards(2, () => couples.slice(0, 6))), 2);
    const result = report(posted, 2)!;
    expect(result.outliers).toEqual([]);
    expect(judgesReport(roundOutcome(publicView(posted), EVENT, 2)!)).toEqual(result);
  });
});

describe('a round marked by part of the judges', () => {
  /** Three judges mark and post a straight final; two more judges join the officials afterwards. */
  function finalByThree(card: (judge: number) => number[]) {
    const judges: Command[] = ['judge-a', 'judge-b', 'judge-c'].map((key, index) => ({
      type: 'saveOfficial',
      official: { key, name: `Judge ${'ABC'[index]!}`, role: 'Judge', bio: '' },
    }));
    let state = run(competitionWithCouples(4, EVENT), ...judges, {
      type: 'generateRounds',
      eventName: EVENT,
    });
    state = run(state, { type: 'startRound', eventName: EVENT, roundNumber: 1 });
    const couples = numbersIn(state, 1);
    const cards = ['judge-a', 'judge-b', 'judge-c'].flatMap((judgeKey, index) =>
      MARKED_DANCES.map((dance): Command => ({
        type: 'submitMarks',
        eventName: EVENT,
        roundNumber: 1,
        judgeKey,
        dance,
        couples: index === 2 ? card(index).map((at) => couples[at]!) : couples,
      })),
    );
    state = post(run(state, ...cards), 1);
    return run(
      state,
      ...['judge-d', 'judge-e'].map((key, index): Command => ({
        type: 'saveOfficial',
        official: { key, name: `Late ${index}`, role: 'Judge', bio: '' },
      })),
    );
  }

  it('a round given a panel of three of the five judges: the report holds those three alone', () => {
    let state = run(
      markedCompetition(8),
      {
        type: 'setRoundPanel',
        eventName: EVENT,
        roundNumber: 2,
        judgeKeys: ['judge-a', 'judge-c', 'judge-e'],
      },
      { type: 'startRound', eventName: EVENT, roundNumber: 2 },
    );
    const couples = numbersIn(state, 2);
    // Judge E crosses the two couples the other two leave out, in place of the 5th and 6th.
    const judgeE = [...couples.slice(0, 4), couples[6]!, couples[7]!];
    const cards = allCards(2, (judge) => (judge === 4 ? judgeE : couples.slice(0, 6))).filter(
      (card) =>
        card.type === 'submitMarks' && card.judgeKey !== 'judge-b' && card.judgeKey !== 'judge-d',
    );
    state = post(run(state, ...cards), 2);
    const result = report(state, 2) as PrelimJudgesReport;
    expect(letters(result.judges.map((row) => row.judge))).toEqual(['A', 'C', 'E']);
    expect(result.judges.map((row) => row.crossesNotRecalled)).toEqual([0, 0, 4]);
    expect(letters(result.outliers)).toEqual(['E']);
  });

  it('reports only the judges who marked it, and names the one of three who reversed it', () => {
    const result = report(
      finalByThree(() => [3, 2, 1, 0]),
      1,
    ) as FinalJudgesReport;
    expect(letters(result.judges.map((row) => row.judge))).toEqual(['A', 'B', 'C']);
    // Reversing four couples: distances 3, 1, 1, 3.
    expect(result.judges[2]!.meanDistance).toBe(2);
    expect(letters(result.outliers)).toEqual(['C']);
  });
});
