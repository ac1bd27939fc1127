import { cardProblem, type Round } from '@floorcraft/domain';

export type PaperCard = { ok: true; couples: number[] } | { ok: false; problem: string };

/**
 * Reads the numbers keyed from a judge's paper sheet ("104 107, 110") and
 * checks them as the server will: the recall count, or every finalist
 * placed once in order; couples dancing in the round, none twice.
 */
export function readPaperCard(round: Round, dance: string, text: string): PaperCard {
  const words = text.split(/[\s,;]+/).filter((word) => word !== '');
  if (words.length === 0) {
    return { ok: false, problem: 'Key the competitor numbers from the sheet.' };
  }
  const wrong = words.find((word) => !/^\d{1,5}$/.test(word));
  if (wrong !== undefined) {
    return { ok: false, problem: `"${wrong}" is not a competitor number.` };
  }
  const couples = words.map(Number);
  const problem = cardProblem(round, dance, couples);
  if (problem) {
    const sentence = problem.charAt(0).toUpperCase() + problem.slice(1);
    return { ok: false, problem: `${sentence}.` };
  }
  return { ok: true, couples };
}
