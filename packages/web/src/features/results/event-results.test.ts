import { placeFinal } from '@floorcraft/skating';
import { describe, expect, it } from 'vitest';
import { eventResults } from '../../widgets/result-tables';
import { resultsIndex } from '@floorcraft/domain';
import {
  DANCES,
  EVENT,
  JUDGES,
  eventOfEight,
  markAndPost,
  numbersIn,
  run,
  semiPosted,
  spectators,
} from './test-competition';

describe('eventResults: a posted Semi-Final', () => {
  it('shows every judge’s recalls per dance, the totals, who went through and the places of the rest', () => {
    const state = semiPosted();
    const semi = numbersIn(state, 2);
    const sheet = eventResults(spectators(state), EVENT)!.rounds[0]!;
    expect(sheet).toMatchObject({ roundName: 'Semi-Final', nextRoundName: 'Final' });
    if (sheet.kind !== 'recall') {
      throw new Error(`expected a recall table, got ${sheet.kind}`);
    }
    expect(sheet.judges.map((judge) => `${judge.letter} ${judge.name}`)).toEqual([
      'A Judge A',
      'B Judge B',
      'C Judge C',
      'D Judge D',
      'E Judge E',
    ]);
    expect(sheet.dances).toEqual(['Waltz', 'Tango']);
    // Most marks first: five couples on 10, the sixth on 8, the seventh on 2, the eighth on 0.
    expect(sheet.rows.map((row) => [row.number, row.total, row.recalled, row.place])).toEqual([
      ...semi.slice(0, 5).map((number) => [number, 10, true, undefined]),
      [semi[5], 8, true, undefined],
      [semi[6], 2, false, 7],
      [semi[7], 0, false, 8],
    ]);
    const sixth = sheet.rows[5]!;
    expect(sixth.names).toBe('Lead 6 & Follow 6');
    expect(sixth.dances.map((dance) => dance.recalledBy)).toEqual([
      [true, true, true, true, false],
      [true, true, true, true, false],
    ]);
    expect(sixth.dances.map((dance) => dance.total)).toEqual([4, 4]);
    expect(sheet.recalledCount).toBe(6);
    expect(sheet.marksNeeded).toBe(8);
  });

  it('agrees with the totals and places saved when the round was posted', () => {
    const state = semiPosted();
    const saved = state.results[EVENT]!.rounds[2]!;
    const sheet = eventResults(spectators(state), EVENT)!.rounds[0]!;
    if (sheet.kind !== 'recall') {
      throw new Error('expected a recall table');
    }
    for (const row of sheet.rows) {
      expect(row.total).toBe(saved.sumRecalls![row.number]);
      expect(row.place).toBe(saved.placements[row.number]);
    }
  });

  it('carries the mark record posted with the round, which spectators may see', () => {
    const state = semiPosted();
    const history = state.marks[EVENT]!.scoring![2]!.history;
    const sheet = eventResults(spectators(state), EVENT)!.rounds[0]!;
    expect(sheet.markHash).toBe(history.at(-1)!.hash);
    expect(sheet.markHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows nothing of a round that is not posted', () => {
    const started = run(eventOfEight(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    expect(eventResults(spectators(started), EVENT)!.rounds).toEqual([]);
    // Listed only to be followed live: no posted round, no winner.
    expect(resultsIndex(spectators(started))).toEqual([
      {
        eventName: EVENT,
        level: 'Bronze',
        style: 'Standard',
        postedRounds: [],
        finalPosted: false,
        winners: [],
        liveRound: { roundNumber: 2, roundName: 'Semi-Final' },
      },
    ]);
  });
});

/**
 * Final cards: Waltz in number order; in the Tango judges A–C reverse the
 * top three, so the first three couples tie on totals and Rules 10 and 11 decide.
 */
function finalCard(judge: number, dance: string, dancing: number[]): number[] {
  if (dance === 'Tango' && judge < 3) {
    return [dancing[2]!, dancing[1]!, dancing[0]!, ...dancing.slice(3)];
  }
  return dancing;
}

describe('eventResults: a posted Final', () => {
  const finalPosted = () => markAndPost(semiPosted(), 1, finalCard);

  it('places the couples as the skating library does from the same cards', () => {
    const state = finalPosted();
    const finalists = numbersIn(state, 1).map(String);
    const expected = placeFinal({
      judges: JUDGES,
      dances: DANCES,
      couples: finalists,
      marks: Object.fromEntries(
        DANCES.map((dance) => [
          dance,
          Object.fromEntries(
            JUDGES.map((judge, index) => [
              judge,
              Object.fromEntries(
                finalCard(index, dance, finalists.map(Number)).map((n, i) => [String(n), i + 1]),
              ),
            ]),
          ),
        ]),
      ),
    });
    const view = eventResults(spectators(state), EVENT)!;
    expect(view.rounds.map((round) => round.roundName)).toEqual(['Semi-Final', 'Final']);
    const final = view.rounds[1]!;
    if (final.kind !== 'final') {
      throw new Error(`expected the final's tables, got ${final.kind}`);
    }
    expect(Object.fromEntries(final.summary.map((row) => [row.number, row.place]))).toEqual(
      Object.fromEntries(Object.entries(expected.overall).map(([n, place]) => [Number(n), place])),
    );
    expect(final.reasons.map((reason) => reason.sentence)).toEqual(
      [...expected.explanations]
        .sort((a, b) => a.place - b.place || Number(a.couple) - Number(b.couple))
        .map((explanation) => explanation.sentence),
    );
    expect(final.summary.map((row) => row.place)).toEqual(
      [...final.summary.map((row) => row.place)].sort((a, b) => a - b),
    );
  });

  it('shows each dance with every judge’s mark and the cumulative columns up to the deciding one', () => {
    const state = finalPosted();
    const finalists = numbersIn(state, 1);
    const final = eventResults(spectators(state), EVENT)!.rounds[1]!;
    if (final.kind !== 'final') {
      throw new Error('expected the final');
    }
    const waltz = final.danceTables[0]!;
    expect(waltz.dance).toBe('Waltz');
    const first = waltz.rows[0]!;
    expect(first).toMatchObject({ number: finalists[0], marks: [1, 1, 1, 1, 1], place: 1 });
    // Five firsts: a majority in the "1" column decides, so no later column is needed.
    expect(first.cumulative).toEqual([{ column: 1, count: 5, deciding: true }]);
    const tango = final.danceTables[1]!;
    expect(tango.rows.find((row) => row.number === finalists[2])?.marks).toEqual([1, 1, 1, 3, 3]);
  });

  it('keeps the Rule 10 and Rule 11 comparisons of the tie on totals', () => {
    const final = eventResults(spectators(finalPosted()), EVENT)!.rounds[1]!;
    if (final.kind !== 'final') {
      throw new Error('expected the final');
    }
    expect(final.rule10.length).toBeGreaterThan(0);
    expect(final.rule10[0]!.place).toBe(1);
    expect(final.rule11.length).toBeGreaterThan(0);
    expect(final.reasons[0]!.sentence).toMatch(/Rule 1[01]/);
  });

  it('lists the event with its posted rounds and winner on the results page', () => {
    const state = finalPosted();
    const [entry] = resultsIndex(spectators(state));
    expect(entry).toMatchObject({
      eventName: EVENT,
      level: 'Bronze',
      postedRounds: ['Semi-Final', 'Final'],
      finalPosted: true,
    });
    const final = eventResults(spectators(state), EVENT)!.rounds[1]!;
    const winners = final.kind === 'final' ? final.summary.filter((row) => row.place < 2) : [];
    expect(entry!.winners.map((winner) => winner.number)).toEqual(winners.map((row) => row.number));
  });
});
