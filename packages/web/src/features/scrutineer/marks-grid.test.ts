import { roundOutcome } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { marksGrid } from './marks-grid';
import { run } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

describe("the full marks: every judge's card per dance", () => {
  it('puts an X where a judge recalled a couple, counts them, and names judges still waiting', () => {
    let state = run(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    const n = numbersIn(state, 2);
    state = run(state, ...cards(2, () => n.slice(0, 6), ['judge-a', 'judge-b']));
    const [waltz] = marksGrid(roundOutcome(state, EVENT, 2)!);
    expect(waltz!.dance).toBe('Waltz');
    expect(waltz!.judges.map((j) => [j.judge.letter, j.hasCard])).toEqual([
      ['A', true],
      ['B', true],
      ['C', false],
      ['D', false],
      ['E', false],
    ]);
    expect(waltz!.rows[0]).toEqual({ couple: n[0], marks: ['X', 'X', '', '', ''], total: 2 });
    expect(waltz!.rows[7]).toEqual({ couple: n[7], marks: ['', '', '', '', ''], total: 0 });
  });

  it("shows each judge's place in a final", () => {
    let state = run(scoringCompetition(3), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 1,
    });
    const n = numbersIn(state, 1);
    state = run(state, ...cards(1, () => [n[2]!, n[0]!, n[1]!], ['judge-a']));
    const [waltz] = marksGrid(roundOutcome(state, EVENT, 1)!);
    expect(waltz!.rows.map((row) => row.marks[0])).toEqual(['2', '3', '1']);
    expect(waltz!.rows[0]!.total).toBeUndefined();
  });
});
