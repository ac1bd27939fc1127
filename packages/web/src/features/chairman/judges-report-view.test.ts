import { judgesReport, roundOutcome, type CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/readable-color';
import { HEAT_STEPS, heatColors } from './heat-colors';
import { judgesReportView } from './judges-report-view';
import { postedRounds } from './posted-rounds';
import { commandRunner, run } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

const post = (state: CompetitionState, roundNumber: number) =>
  run(
    state,
    { type: 'approveRound', eventName: EVENT, roundNumber },
    { type: 'postRound', eventName: EVENT, roundNumber },
  );

const viewOf = (state: CompetitionState, roundNumber: number) =>
  judgesReportView(judgesReport(roundOutcome(state, EVENT, roundNumber)!)!);

/** A straight final of four couples where Eve Evans (judge E) placed them in reverse. */
function reversedFinal(): CompetitionState {
  const state = run(scoringCompetition(4), {
    type: 'startRound',
    eventName: EVENT,
    roundNumber: 1,
  });
  const n = numbersIn(state, 1);
  return post(run(state, ...cards(1, (judge) => (judge === 4 ? [...n].reverse() : n))), 1);
}

describe('the judges’ report as the chairman’s heat map', () => {
  it('a final: the judge’s places per couple by result, the mean distance, the reversing judge named', () => {
    const view = viewOf(reversedFinal(), 1);
    expect(view.columns.map((column) => column.result)).toEqual(['1st', '2nd', '3rd', '4th']);
    const eve = view.rows[4]!;
    expect(eve.judge.name).toBe('Eve Evans');
    expect(eve.cells.map((cell) => cell.text)).toEqual(['4', '3', '2', '1']);
    expect(eve.summary).toBe('2');
    expect(eve.outlier).toBe(true);
    // The furthest cell is the darkest step; agreeing cells the lightest.
    expect(eve.cells[0]!.background).toBe(HEAT_STEPS.at(-1));
    expect(view.rows[0]!.cells.every((cell) => cell.background === HEAT_STEPS[0])).toBe(true);
    expect(view.finding).toBe(
      'Judge E — Eve Evans placed couples on average 2 places from the result; the panel’s median is 0.',
    );
  });

  it('a prelim: crosses per couple, recalled or out, the share not recalled', () => {
    let state = run(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    const n = numbersIn(state, 2);
    // Di Dunn (D) crosses the 7th and 8th couples instead of the 5th and 6th.
    const di = [...n.slice(0, 4), n[6]!, n[7]!];
    state = post(run(state, ...cards(2, (judge) => (judge === 3 ? di : n.slice(0, 6)))), 2);
    const view = viewOf(state, 2);
    expect(view.columns.map((column) => column.result)).toEqual([
      ...Array<string>(6).fill('recalled'),
      'out',
      'out',
    ]);
    expect(view.rows[3]!.summary).toBe('33% (4 of 12)');
    expect(view.rows[0]!.summary).toBe('0% (0 of 12)');
    expect(view.rows[3]!.cells.map((cell) => cell.text)).toEqual([
      '2',
      '2',
      '2',
      '2',
      '0',
      '0',
      '2',
      '2',
    ]);
    expect(view.finding).toBe(
      'Judge D — Di Dunn gave 33% of their crosses (4 of 12) to couples not recalled; the panel’s median is 0%.',
    );
  });

  it('a unanimous panel: nobody named', () => {
    const state = run(scoringCompetition(4), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 1,
    });
    const n = numbersIn(state, 1);
    const view = viewOf(post(run(state, ...cards(1, () => n)), 1), 1);
    expect(view.finding).toBe('No judge sits clearly away from the panel.');
    expect(view.rows.some((row) => row.outlier)).toBe(false);
  });
});

describe('heat colours', () => {
  it('every step’s text meets WCAG AA (4.5:1) on its background', () => {
    for (let distance = 0; distance <= 5; distance += 0.5) {
      const { background, color } = heatColors(distance, 5);
      expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('darkens with the distance: none is the lightest, any is at least the second, the most the last', () => {
    expect(heatColors(0, 3).background).toBe(HEAT_STEPS[0]);
    expect(heatColors(0.25, 3).background).toBe(HEAT_STEPS[1]);
    expect(heatColors(3, 3).background).toBe(HEAT_STEPS.at(-1));
  });
});

describe('the posted rounds the report offers', () => {
  it('lists posted rounds only, the latest posted first', () => {
    const ticking = commandRunner({ ticking: true });
    let state = ticking(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    expect(postedRounds(state)).toEqual([]);
    const semi = numbersIn(state, 2);
    state = ticking(state, ...cards(2, () => semi.slice(0, 6)));
    state = ticking(
      state,
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
      { type: 'startRound', eventName: EVENT, roundNumber: 1 },
    );
    expect(postedRounds(state).map((round) => round.roundName)).toEqual(['Semi-Final']);
    const final = numbersIn(state, 1);
    state = ticking(
      state,
      ...cards(1, () => final),
      { type: 'approveRound', eventName: EVENT, roundNumber: 1 },
      { type: 'postRound', eventName: EVENT, roundNumber: 1 },
    );
    expect(postedRounds(state).map((round) => round.roundName)).toEqual(['Final', 'Semi-Final']);
  });
});
