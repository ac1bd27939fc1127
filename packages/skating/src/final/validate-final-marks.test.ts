import { describe, expect, it } from 'vitest';
import { validateFinalDance } from './validate-final-marks';

const couples = ['1', '2', '3'];
const judges = ['A', 'B'];
const good = { A: { '1': 1, '2': 2, '3': 3 }, B: { '1': 2, '2': 1, '3': 3 } };

describe('Rules 2–4: final card validation (P13: reject, never repair)', () => {
  it('accepts a card that places every couple once, 1..n', () => {
    expect(validateFinalDance('Waltz', judges, couples, good)).toEqual([]);
  });

  it.each([
    [
      'a duplicated place',
      { ...good, B: { '1': 1, '2': 1, '3': 3 } },
      'Waltz: judge B placed both couple 1 and couple 2 1 (Rule 4: no ties)',
    ],
    [
      'a missing couple',
      { ...good, A: { '1': 1, '2': 2 } },
      'Waltz: judge A did not place couple 3',
    ],
    [
      'a place out of range',
      { ...good, A: { '1': 1, '2': 2, '3': 4 } },
      'Waltz: judge A gave couple 3 place 4, which is not a whole number from 1 to 3',
    ],
    [
      'a fractional place',
      { ...good, A: { '1': 1, '2': 2.5, '3': 3 } },
      'Waltz: judge A gave couple 2 place 2.5, which is not a whole number from 1 to 3',
    ],
    [
      'a couple not in the final',
      { ...good, A: { ...good.A, '9': 3 } },
      'Waltz: judge A placed couple 9, who is not in this final',
    ],
    [
      'a judge not on the panel',
      { ...good, Z: { '1': 1, '2': 2, '3': 3 } },
      'Waltz: judge Z is not on the panel',
    ],
    ['a missing judge', { A: good.A }, 'Waltz: judge B gave no marks'],
  ])('refuses %s', (_label, marks, message) => {
    expect(validateFinalDance('Waltz', judges, couples, marks).map((p) => p.message)).toContain(
      message,
    );
  });
});
