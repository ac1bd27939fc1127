import { describe, expect, it } from 'vitest';
import { finalFixtures, placesFixtures } from '../fixtures/multi-dance-fixtures';
import { singleDanceFixtures } from '../fixtures/single-dance-fixtures';
import { placeDance } from './place-dance';
import { placeByDancePlaces, placeFinal } from './place-final';

describe('Rules 5–8: published single-dance results', () => {
  it.each(singleDanceFixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    const dance = fixture.dances[0] ?? '';
    const result = placeDance(dance, fixture.judges, fixture.couples, fixture.marks[dance] ?? {});
    expect(result.places).toEqual(fixture.expected.perDance?.[dance]);
    expect(result.explanations).toHaveLength(fixture.couples.length);
  });
});

describe('Rules 9–10: published results from dance places', () => {
  it.each(placesFixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    expect(placeByDancePlaces(fixture.dancePlaces, fixture.couples).overall).toEqual(
      fixture.expected,
    );
  });
});

describe('Rules 5–11: published finals with every mark', () => {
  it.each(finalFixtures.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    const result = placeFinal(fixture);
    for (const [dance, places] of Object.entries(fixture.expected.perDance ?? {})) {
      expect(result.perDance[dance]?.places, dance).toEqual(places);
    }
    expect(result.overall).toEqual(fixture.expected.overall);
  });

  it('TSO M: shared dance places add into the totals as they are (Rule 9)', () => {
    const m = finalFixtures.find((f) => f.name === 'TSO Example M');
    expect(m && placeFinal(m).totals).toEqual({
      '25': 7.5,
      '35': 7.5,
      '45': 17,
      '55': 18,
      '65': 27.5,
      '75': 27.5,
    });
  });

  it('TSO M: Rule 11 starts at the place under review with majority floor(25/2)+1 = 13 (P11, P12)', () => {
    const m = finalFixtures.find((f) => f.name === 'TSO Example M');
    const result = m && placeFinal(m);
    const first = result?.explanations.find((e) => e.couple === '35');
    expect(first).toMatchObject({ rule: 'rule-11', place: 1, column: 2, count: 17, majority: 13 });
    expect(first?.against).toEqual([
      { couple: '25', count: 16, sum: expect.any(Number) as number },
    ]);
    expect(result?.rule11[0]).toMatchObject({ place: 1, majority: 13, marksPerCouple: 25 });
  });

  it('TSO P: after Rule 11 gives 2nd to 37, 47 and 57 go back to Rule 10 for 3rd (P8)', () => {
    const p = finalFixtures.find((f) => f.name === 'TSO Example P');
    const result = p && placeFinal(p);
    expect(result?.explanations.find((e) => e.couple === '37')?.rule).toBe('rule-11');
    expect(result?.explanations.find((e) => e.couple === '47')).toMatchObject({
      rule: 'rule-10',
      place: 3,
      count: 2,
    });
  });

  it('after Rule 11 between two couples, the loser takes the next place before the rest of the group (P8)', () => {
    const n = finalFixtures.find((f) => f.name.startsWith('Two couples through Rule 11'));
    const result = n && placeFinal(n);
    expect(result?.explanations.map((e) => [e.couple, e.place, e.rule])).toEqual([
      ['X', 1, 'rule-11'],
      ['Y', 2, 'rule-11'],
      ['Z', 3, 'rule-10'],
    ]);
    expect(result?.explanations[0]).toMatchObject({ column: 1, count: 7, majority: 7 });
  });

  it('serialises a whole final as plain data with the explanations', () => {
    const p = finalFixtures.find((f) => f.name === 'TSO Example P');
    const json = p && (JSON.parse(JSON.stringify(placeFinal(p))) as Record<string, unknown>);
    expect(Object.keys(json ?? {}).sort()).toEqual([
      'explanations',
      'overall',
      'perDance',
      'rule10',
      'rule11',
      'totals',
    ]);
    expect(
      (json?.perDance as Record<string, { explanations: unknown[] }>).Waltz?.explanations,
    ).toHaveLength(6);
  });
});
