import { describe, expect, it } from 'vitest';
import { recallFixtures } from '../fixtures/recall-fixtures';
import { runCli } from './run-cli';

const byName = (name: string) => {
  const found = recallFixtures.find((f) => f.name.startsWith(name));
  if (!found) {
    throw new Error(`no fixture ${name}`);
  }
  return found;
};

/** The CLI's input for a fixture, couple numbers written as numbers as a scrutineer would. */
const input = (f: ReturnType<typeof byName>, fields: Record<string, unknown>) =>
  JSON.stringify({
    kind: 'prelim',
    judges: f.judges,
    dances: f.dances,
    couples: f.couples.map(Number),
    marks: Object.fromEntries(
      Object.entries(f.marks).map(([dance, cards]) => [
        dance,
        Object.fromEntries(Object.entries(cards).map(([judge, card]) => [judge, card.map(Number)])),
      ]),
    ),
    ...fields,
  });

interface PrelimOutput {
  totals: Record<string, number>;
  recalled?: string[];
  marksNeeded?: number;
  tie?: { total: number; couples: string[]; fewer: number; more: number };
  breaks?: { recall: number; minTotal: number }[];
  eliminatedPlaces?: Record<string, number>;
}

const run = (text: string) => {
  const outcome = runCli(text, []);
  return {
    ...outcome,
    output: outcome.exitCode === 0 ? (JSON.parse(outcome.stdout) as PrelimOutput) : undefined,
  };
};

describe('floorcraft-skating CLI: marks asked and couples recalled', () => {
  const round2 = byName('Hessen tanzt 2024 Hgr.II D Standard, round 2');

  it('reproduces the published round: 12 marks asked, 13 recalled, places 14.5, 14.5, 16, 17, 18', () => {
    const { exitCode, output } = run(
      input(round2, { marksPerJudge: 12, recall: 13, nextRoundSize: 13 }),
    );
    expect(exitCode).toBe(0);
    expect(output?.recalled?.toSorted()).toEqual(round2.expected.recalled);
    expect(output?.marksNeeded).toBe(8);
    expect(output?.eliminatedPlaces).toEqual({
      '600': 16,
      '602': 14.5,
      '603': 14.5,
      '612': 17,
      '620': 18,
    });
    expect(output?.breaks).toContainEqual({ recall: 13, minTotal: 8 });
  });

  it('reproduces a published Vorrunde: 24 asked, a tie at 17 across the cut, 25 recalled, shared places to 38.5', () => {
    const vorrunde = byName('OT Hgr. C Standard 2025, Vorrunde');
    expect(run(input(vorrunde, { marksPerJudge: 24 })).output?.tie).toEqual({
      total: 17,
      couples: ['1163', '1311'],
      fewer: 23,
      more: 25,
    });
    const { exitCode, output } = run(
      input(vorrunde, { marksPerJudge: 24, recall: 25, nextRoundSize: 25 }),
    );
    expect(exitCode).toBe(0);
    expect(output?.marksNeeded).toBe(17);
    expect(output?.recalled).toHaveLength(25);
    expect(output?.eliminatedPlaces).toEqual(vorrunde.expected.eliminatedPlaces);
  });

  it('with marks asked alone, hands the tie to the Chairman with every natural break to choose from', () => {
    const { output } = run(input(round2, { marksPerJudge: 12 }));
    expect(output?.recalled).toBeUndefined();
    expect(output?.eliminatedPlaces).toBeUndefined();
    expect(output?.tie).toEqual({ total: 8, couples: ['604', '606', '624'], fewer: 10, more: 13 });
    expect(output?.breaks?.map((b) => b.recall)).toEqual([1, 4, 8, 10, 13, 15, 16, 17]);
  });

  it('places eliminated couples below couples seeded into the next round, ties as means', () => {
    const seeded = byName('Seeded next round');
    const { output } = run(input(seeded, { marksPerJudge: 5, recall: 7, nextRoundSize: 9 }));
    expect(output?.eliminatedPlaces).toEqual({ '8': 10.5, '9': 10.5, '10': 12 });
  });

  it('prints the semi-final of the published sheet with its shared places 8.5 and 12.5', () => {
    const semi = byName('Hessen tanzt 2024 Hgr.II D Standard, round 3');
    const { output } = run(input(semi, { marksPerJudge: 6, nextRoundSize: 6 }));
    expect(output?.eliminatedPlaces).toEqual(semi.expected.eliminatedPlaces);
  });

  it('with only "recall", prints exactly what it printed before (no breaks, no places)', () => {
    const semi = byName('Hessen tanzt 2024 Hgr.II D Standard, round 3');
    const { output } = run(input(semi, { recall: 6 }));
    expect(Object.keys(output ?? {})).toEqual([
      'totals',
      'perDanceTotals',
      'recalled',
      'marksNeeded',
    ]);
  });

  it.each([
    ['a bad marksPerJudge', { marksPerJudge: 2.5 }, /"marksPerJudge" must be a whole number/],
    [
      'a bad nextRoundSize',
      { recall: 13, nextRoundSize: 'all' },
      /"nextRoundSize" must be a whole number/,
    ],
    [
      'cards that do not match the marks asked',
      { marksPerJudge: 13, recall: 13 },
      /judge AT recalled 12 couples, but 13 were asked for/,
    ],
    [
      'a next round smaller than the couples recalled',
      { marksPerJudge: 12, recall: 13, nextRoundSize: 12 },
      /the next round cannot hold 12 couples when 13 are recalled/,
    ],
  ])('exits 2 on %s, naming the problem', (_label, fields, message) => {
    const outcome = run(input(round2, fields));
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stderr).toMatch(message);
  });
});
