import { describe, expect, it } from 'vitest';
import { InvalidMarksError } from '../types';
import { placeFinal } from './place-final';

/** One dance where every judge gives the couples the same order, best first. */
function sameOrderFinal(size: number, judgeCount: number) {
  const couples = Array.from({ length: size }, (_, i) => String(101 + i));
  const judges = Array.from({ length: judgeCount }, (_, i) => String.fromCharCode(65 + i));
  const card = Object.fromEntries(couples.map((couple, i) => [couple, i + 1]));
  const marks = { Waltz: Object.fromEntries(judges.map((judge) => [judge, { ...card }])) };
  return { judges, dances: ['Waltz'], couples, marks };
}

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidMarksError) {
      return error.problems.map((problem) => problem.message);
    }
    throw error;
  }
  return [];
}

// Cards are checked while they are read: by one bit per place up to 30 couples, by a stamp
// per place above that. Both must accept every permutation and reject a repeated place.
describe.each([8, 30, 31, 40])('reading the cards of a final of %i couples', (size) => {
  it('places couples in the judges’ order', () => {
    const final = sameOrderFinal(size, 3);
    expect(placeFinal(final).overall).toEqual(
      Object.fromEntries(final.couples.map((couple, i) => [couple, i + 1])),
    );
  });

  it('rejects a card giving one place twice, naming it', () => {
    const final = sameOrderFinal(size, 3);
    const card = final.marks.Waltz.B ?? {};
    card[String(101 + size - 1)] = 1;
    expect(problemsOf(() => placeFinal(final))).toEqual([
      `Waltz: judge B placed both couple 101 and couple ${100 + size} 1 (Rule 4: no ties)`,
    ]);
  });

  it('rejects a place given as text, even a number’s', () => {
    const final = sameOrderFinal(size, 3);
    (final.marks.Waltz.C as Record<string, unknown>)['101'] = '1';
    expect(problemsOf(() => placeFinal(final))).toEqual([
      'Waltz: judge C gave couple 101 place 1, which is not a whole number from 1 to ' + size,
    ]);
  });
});
