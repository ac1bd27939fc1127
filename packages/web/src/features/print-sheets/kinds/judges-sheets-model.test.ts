import { scheduledRounds, type CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { run } from '../../../test-support/run-commands';
import {
  DANCES,
  EVENT,
  cards,
  numbersIn,
  scoringCompetition,
} from '../../../test-support/scoring-competition';
import { judgeSheets } from './judges-sheets-model';

/** Bronze Standard with 12 couples: a Semi-Final in two heats recalling 6, then the Final. */
function competition(): CompetitionState {
  return run(scoringCompetition(12), {
    type: 'updateRound',
    eventName: EVENT,
    roundNumber: 2,
    numHeats: 2,
  });
}

const roundsOf = (state: CompetitionState) => scheduledRounds(state.events);

describe("judges' marking sheets", () => {
  it("gives each judge of the panel a sheet per round: letter, name, the marks asked and the round's couples by heat", () => {
    const state = competition();
    const sheets = judgeSheets(state, roundsOf(state));
    const semi = sheets.filter((sheet) => sheet.roundName === 'Semi-Final');
    expect(semi.map((sheet) => `${sheet.letter} ${sheet.judgeName}`)).toEqual([
      'A Ann Adams',
      'B Bob Brown',
      'C Cy Clark',
      'D Di Dunn',
      'E Eve Evans',
    ]);
    const [first] = semi;
    expect(first).toMatchObject({
      eventName: EVENT,
      competition: state.metadata.fullName,
      dances: [...DANCES],
      final: false,
      marksAsked: 6,
      instruction: 'Mark 6 couples per dance',
      blankRows: 0,
    });
    expect(first!.heats).toHaveLength(2);
    expect(first!.heats.flat().toSorted((a, b) => a - b)).toEqual(numbersIn(state, 2));
    expect(first!.heats.map((heat) => heat.length)).toEqual([6, 6]);
  });

  it('leaves a judge taken off the panel without a sheet for that round', () => {
    const state = run(competition(), {
      type: 'setRoundPanel',
      eventName: EVENT,
      roundNumber: 2,
      judgeKeys: ['judge-a', 'judge-c', 'judge-e'],
    });
    const semi = judgeSheets(state, roundsOf(state)).filter(
      (sheet) => sheet.roundName === 'Semi-Final',
    );
    expect(semi.map((sheet) => sheet.letter)).toEqual(['A', 'C', 'E']);
    const final = judgeSheets(state, roundsOf(state)).filter((sheet) => sheet.final);
    expect(final.map((sheet) => sheet.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('asks a final not yet filled to place the couples the Semi-Final recalls, rows left to write them in', () => {
    const state = competition();
    const final = judgeSheets(state, roundsOf(state)).find((sheet) => sheet.final)!;
    expect(final).toMatchObject({
      roundName: 'Final',
      marksAsked: 6,
      heats: [],
      blankRows: 6,
      instruction: 'Place all 6 couples in each dance: 1 to 6, each place once',
    });
  });

  it('asks a final to place every one of its couples, 1 to n, in one list', () => {
    let state = competition();
    const semi = numbersIn(state, 2);
    state = run(
      state,
      { type: 'startRound', eventName: EVENT, roundNumber: 2 },
      ...cards(2, () => semi.slice(0, 6)),
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    const final = judgeSheets(state, roundsOf(state)).find((sheet) => sheet.final)!;
    expect(final.heats).toEqual([semi.slice(0, 6)]);
    expect(final).toMatchObject({
      marksAsked: 6,
      blankRows: 0,
      instruction: 'Place all 6 couples in each dance: 1 to 6, each place once',
    });
  });

  it('prints no sheet for awards or breaks, nor for rounds nobody asked for', () => {
    const state = run(
      competition(),
      { type: 'saveEvent', event: { name: 'Lunch Break', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch Break' },
    );
    expect(roundsOf(state).some((round) => round.eventName === 'Lunch Break')).toBe(true);
    const sheets = judgeSheets(state, roundsOf(state));
    expect(sheets).toHaveLength(10);
    expect(sheets.every((sheet) => sheet.eventName === EVENT)).toBe(true);
    expect(judgeSheets(state, [])).toEqual([]);
  });
});
