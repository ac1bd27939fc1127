import { describe, expect, it } from 'vitest';
import { sheetJudges } from './sheet-judges';

const official = (key: string, name: string, role = 'Judge') => ({ key, name, role, bio: '' });

describe('sheetJudges', () => {
  it('letters the judges with cards in name order, as the panel does; other officials have none', () => {
    const officials = {
      z: official('z', 'Zoe Park'),
      c: official('c', 'Ann Cole', 'Chairman of Judges'),
      m: official('m', 'Max Moss', 'MC'),
      b: official('b', 'Bo Reed'),
    };
    const marks = { z: { Waltz: [1] }, c: { Waltz: [1] }, b: { Waltz: [1] } };
    expect(sheetJudges(officials, marks)).toEqual([
      { key: 'c', name: 'Ann Cole', letter: 'A' },
      { key: 'b', name: 'Bo Reed', letter: 'B' },
      { key: 'z', name: 'Zoe Park', letter: 'C' },
    ]);
  });

  it('keeps the column of a judge removed after posting, lettered after the panel', () => {
    const officials = { b: official('b', 'Bo Reed') };
    const marks = { b: { Waltz: [1] }, gone: { Waltz: [1] } };
    expect(sheetJudges(officials, marks).map((judge) => judge.letter)).toEqual(['A', 'B']);
    expect(sheetJudges(officials, marks)[1]).toEqual({ key: 'gone', name: 'gone', letter: 'B' });
  });

  it('with a round panel, heads only its judges’ columns: a card kept from a judge taken off is not', () => {
    const officials = { a: official('a', 'Ann Cole'), b: official('b', 'Bo Reed') };
    const marks = { a: { Waltz: [1] }, b: { Waltz: [1] }, gone: { Waltz: [1] } };
    expect(sheetJudges(officials, marks, ['b', 'gone']).map((judge) => judge.key)).toEqual([
      'b',
      'gone',
    ]);
  });
});
