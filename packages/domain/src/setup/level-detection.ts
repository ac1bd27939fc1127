import type { Level } from '../competition/enumerations';

/** Keywords in the order they are tried: "pre-champ" must win over "champ". */
const KEYWORDS: readonly [RegExp, Level][] = [
  [/pre[\s-]?champ/, 'Prechamp'],
  [/champ/, 'Championship'],
  [/novice/, 'Novice'],
  [/newcomer/, 'Newcomer'],
  [/bronze/, 'Bronze'],
  [/silver/, 'Silver'],
  [/gold/, 'Gold'],
  [/syllabus/, 'Syllabus'],
  [/beginner/, 'Beginner'],
  [/advanced/, 'Advanced'],
  [/amateur/, 'Amateur'],
  [/open/, 'Open'],
];

/** Spec §5: the level named in a text (an event name, a CSV cell) by keywords; default Bronze. */
export function detectLevel(text: string): Level {
  const lower = text.toLowerCase();
  return KEYWORDS.find(([pattern]) => pattern.test(lower))?.[1] ?? 'Bronze';
}
