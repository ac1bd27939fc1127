import type { CoupleId, FinalDanceMarks, JudgeId, MarkError } from '../types';

/**
 * Rules 2–4: in a final every judge places every couple exactly once,
 * 1..n, with no ties. An invalid card is reported, never repaired (§3.1).
 * Returns every problem found, each naming the judge and dance.
 */
export function validateFinalDance(
  dance: string,
  judges: readonly JudgeId[],
  couples: readonly CoupleId[],
  marks: FinalDanceMarks | undefined,
): MarkError[] {
  const problems: MarkError[] = [];
  const n = couples.length;
  if (judges.length === 0) {
    problems.push({ dance, message: `${dance}: at least one judge is needed` });
  }
  if (n === 0) {
    problems.push({ dance, message: `${dance}: at least one couple is needed` });
  }
  if (!marks) {
    return [...problems, { dance, message: `${dance}: no marks given` }];
  }
  for (const judge of Object.keys(marks)) {
    if (!judges.includes(judge)) {
      problems.push({ judge, dance, message: `${dance}: judge ${judge} is not on the panel` });
    }
  }
  for (const judge of judges) {
    const card = marks[judge];
    if (!card) {
      problems.push({ judge, dance, message: `${dance}: judge ${judge} gave no marks` });
      continue;
    }
    const seen = new Map<number, CoupleId>();
    for (const couple of couples) {
      const place = card[couple];
      if (place === undefined) {
        problems.push({
          judge,
          dance,
          couple,
          message: `${dance}: judge ${judge} did not place couple ${couple}`,
        });
        continue;
      }
      if (!Number.isInteger(place) || place < 1 || place > n) {
        problems.push({
          judge,
          dance,
          couple,
          message: `${dance}: judge ${judge} gave couple ${couple} place ${String(place)}, which is not a whole number from 1 to ${n}`,
        });
        continue;
      }
      const other = seen.get(place);
      if (other !== undefined) {
        problems.push({
          judge,
          dance,
          couple,
          message: `${dance}: judge ${judge} placed both couple ${other} and couple ${couple} ${place} (Rule 4: no ties)`,
        });
      }
      seen.set(place, couple);
    }
    for (const couple of Object.keys(card)) {
      if (!couples.includes(couple)) {
        problems.push({
          judge,
          dance,
          couple,
          message: `${dance}: judge ${judge} placed couple ${couple}, who is not in this final`,
        });
      }
    }
  }
  return problems;
}
