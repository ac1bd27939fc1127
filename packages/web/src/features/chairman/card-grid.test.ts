import { roundOutcome } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { cardGrid } from './card-grid';
import { run } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

function startedSemi() {
  return run(scoringCompetition(8), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
}

describe("the chairman's grid: who has submitted which dance", () => {
  it('letters the judges by the letters they were saved with and shows submitted and waiting cards', () => {
    let state = startedSemi();
    const six = numbersIn(state, 2).slice(0, 6);
    state = run(state, ...cards(2, () => six, ['judge-a', 'judge-b']));
    const grid = cardGrid(roundOutcome(state, EVENT, 2)!);
    expect(grid.rows.map((row) => `${row.judge.letter} ${row.judge.name}`)).toEqual([
      'A Ann Adams',
      'B Bob Brown',
      'C Cy Clark',
      'D Di Dunn',
      'E Eve Evans',
    ]);
    expect(grid.rows[0]!.cells.map((cell) => cell.status)).toEqual(['submitted', 'submitted']);
    expect(grid.rows[2]!.cells.map((cell) => cell.status)).toEqual(['waiting', 'waiting']);
    expect([grid.submitted, grid.total]).toEqual([4, 10]);
    expect(grid.rows[0]!.complete).toBe(true);
  });

  it('flags a card whose last change came from paper, and a reopened judge with the reason', () => {
    let state = startedSemi();
    const six = numbersIn(state, 2).slice(0, 6);
    state = run(state, ...cards(2, () => six, ['judge-a']), {
      type: 'enterPaperMarks',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-a',
      dance: 'Tango',
      couples: six,
      reason: 'tablet battery flat',
    });
    let grid = cardGrid(roundOutcome(state, EVENT, 2)!);
    expect(grid.rows[0]!.cells.map((cell) => cell.paper)).toEqual([false, true]);

    state = run(state, {
      type: 'reopenJudgeCard',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-a',
      reason: 'marked the wrong heat',
    });
    grid = cardGrid(roundOutcome(state, EVENT, 2)!);
    expect(grid.rows[0]!.cells.map((cell) => cell.status)).toEqual(['reopened', 'reopened']);
    expect(grid.rows[0]!.reopenedReason).toBe('marked the wrong heat');
    expect(grid.submitted).toBe(0);

    // The judge's new tablet card is no longer paper.
    state = run(state, ...cards(2, () => six, ['judge-a']));
    grid = cardGrid(roundOutcome(state, EVENT, 2)!);
    expect(grid.rows[0]!.cells.map((c) => [c.status, c.paper])).toEqual([
      ['submitted', false],
      ['submitted', false],
    ]);
  });
});
