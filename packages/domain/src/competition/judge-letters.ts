import { isJudge, judgesOf } from './judges';
import type { Official } from './metadata';

/** A judge as every screen and sheet names them: one letter and one name for the competition. */
export interface LetteredJudge {
  key: string;
  name: string;
  letter: string;
}

/** "A" … "Z", then "AA", "AB" …: letters for any panel size. */
export function judgeLetter(index: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return index < 26
    ? alphabet[index]!
    : `${alphabet[Math.floor(index / 26) - 1]!}${alphabet[index % 26]!}`;
}

/** Letter order: A … Z before AA, as the columns of a sheet run. */
export function byLetter(a: LetteredJudge, b: LetteredJudge): number {
  return a.letter.length - b.letter.length || a.letter.localeCompare(b.letter);
}

/** The first letters, in order, that none of `taken` holds. */
export function freeLetters(taken: ReadonlySet<string>, count: number): string[] {
  const free: string[] = [];
  for (let index = 0; free.length < count; index += 1) {
    const letter = judgeLetter(index);
    if (!taken.has(letter)) {
      free.push(letter);
    }
  }
  return free;
}

/**
 * Every judge's letter and name, in letter order: the one answer the tablet
 * link, the tablet, the chairman's grid and every sheet read. A judge keeps
 * the letter stored on them (saving an official stores one, see
 * `lettersToStore`); a judge saved before letters were stored gets the next
 * free letter in name order, which is exactly the lettering such a
 * competition always had, so its posted sheets read as before.
 */
export function judgeLetters(officials: Readonly<Record<string, Official>>): LetteredJudge[] {
  const judges = judgesOf(officials);
  const taken = new Set<string>();
  const unlettered: Official[] = [];
  const lettered: LetteredJudge[] = [];
  for (const judge of judges) {
    // The domain refuses a duplicate; a stored one (never expected) goes to the second judge free.
    if (judge.letter && !taken.has(judge.letter)) {
      taken.add(judge.letter);
      lettered.push({ key: judge.key, name: judge.name, letter: judge.letter });
    } else {
      unlettered.push(judge);
    }
  }
  const free = freeLetters(taken, unlettered.length);
  const computed = unlettered.map((judge, index) => ({
    key: judge.key,
    name: judge.name,
    letter: free[index]!,
  }));
  return [...lettered, ...computed].sort(byLetter);
}

/** The judge another judge already holds `letter` as, if any. */
function holderOf(
  officials: Readonly<Record<string, Official>>,
  letter: string,
  key: string,
): LetteredJudge | undefined {
  return judgeLetters(officials).find((judge) => judge.letter === letter && judge.key !== key);
}

/**
 * The officials to store when `official` is saved, letters written down:
 * the official with their letter (the one given; else the one they hold, so
 * a save that leaves `letter` out never changes it; else, for a new judge,
 * the first letter no judge holds), then every other judge whose letter was
 * only computed, so that no later change of the officials moves it. Or the
 * sentence saying why the letter cannot be had.
 */
export function lettersToStore(
  officials: Readonly<Record<string, Official>>,
  official: Official,
): { ok: true; officials: Official[] } | { ok: false; error: string } {
  const current = new Map(judgeLetters(officials).map((judge) => [judge.key, judge.letter]));
  const letter =
    official.letter ??
    officials[official.key]?.letter ??
    current.get(official.key) ??
    (isJudge(official) ? freeLetters(new Set(current.values()), 1)[0] : undefined);
  if (letter && isJudge(official)) {
    const holder = holderOf(officials, letter, official.key);
    if (holder) {
      return {
        ok: false,
        error: `letter ${letter} is ${holder.name}'s; each judge needs their own letter, so choose another`,
      };
    }
  }
  return {
    ok: true,
    officials: [
      letter ? { ...official, letter } : official,
      ...frozenLetters(officials).filter((judge) => judge.key !== official.key),
    ],
  };
}

/** Judges whose letter is only computed, with it written down. */
export function frozenLetters(officials: Readonly<Record<string, Official>>): Official[] {
  return judgeLetters(officials).flatMap((judge) => {
    const stored = officials[judge.key]!;
    return stored.letter === judge.letter ? [] : [{ ...stored, letter: judge.letter }];
  });
}

/** How the tablet link, its page and the tablet name a judge: "Judge C — Grace Adeyemi". */
export function judgeTitle(judge: Pick<LetteredJudge, 'letter' | 'name'>): string {
  return `Judge ${judge.letter} — ${judge.name}`;
}

/** The title of the judge `key`, or undefined when no judge has that key. */
export function judgeTitleOf(
  officials: Readonly<Record<string, Official>>,
  key: string,
): string | undefined {
  const judge = judgeLetters(officials).find((candidate) => candidate.key === key);
  return judge && judgeTitle(judge);
}
