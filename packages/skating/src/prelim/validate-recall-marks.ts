import type { CoupleId, JudgeId, MarkError } from '../types';

/** marks[dance][judge] = the couples that judge recalled in that dance. */
export type RecallMarks = Record<string, Record<JudgeId, CoupleId[]>>;

/**
 * Rule 1 cards: in every dance every judge recalls exactly the number the
 * Chairman asked for, only couples dancing in the round, none twice.
 * Returns every problem, each naming the judge and the dance.
 */
export function validateRecallMarks(
  judges: readonly JudgeId[],
  dances: readonly string[],
  couples: readonly CoupleId[],
  marks: RecallMarks,
  requested: number | undefined,
): MarkError[] {
  const problems: MarkError[] = [];
  const dancing = new Set(couples);
  for (const dance of dances) {
    const cards = marks[dance];
    if (!cards) {
      problems.push({ dance, message: `${dance}: no marks given` });
      continue;
    }
    for (const judge of Object.keys(cards)) {
      if (!judges.includes(judge)) {
        problems.push({ judge, dance, message: `${dance}: judge ${judge} is not on the panel` });
      }
    }
    for (const judge of judges) {
      const card = cards[judge];
      if (!card) {
        problems.push({ judge, dance, message: `${dance}: judge ${judge} gave no marks` });
        continue;
      }
      const seen = new Set<CoupleId>();
      for (const couple of card) {
        if (!dancing.has(couple)) {
          problems.push({
            judge,
            dance,
            couple,
            message: `${dance}: judge ${judge} recalled couple ${couple}, who is not dancing in this round`,
          });
        }
        if (seen.has(couple)) {
          problems.push({
            judge,
            dance,
            couple,
            message: `${dance}: judge ${judge} recalled couple ${couple} twice`,
          });
        }
        seen.add(couple);
      }
      if (requested !== undefined && card.length !== requested) {
        problems.push({
          judge,
          dance,
          message: `${dance}: judge ${judge} recalled ${card.length} couples, but ${requested} were asked for`,
        });
      }
    }
  }
  for (const dance of Object.keys(marks)) {
    if (!dances.includes(dance)) {
      problems.push({ dance, message: `${dance}: this dance is not in the round` });
    }
  }
  return problems;
}
