import type { Entry, Round } from './dance-event';
import { roundLabel } from './round-label';

/** How many heats `entries` are danced in: `numHeats`, never more heats than couples, at least one. */
function heatsFor(entries: readonly Entry[], numHeats: number): number {
  return Math.max(1, Math.min(numHeats, entries.length || 1));
}

/** How many heats a round is danced in, as the heat sheets split it, without splitting it. */
export function heatCount(round: Round): number {
  return heatsFor(Object.values(round.entries), round.numHeats);
}

/** Why a round has no heat `heat` (calling it, lining it up, a late couple joining it), or undefined. */
export function missingHeat(round: Round, heat: number): string | undefined {
  const heats = heatCount(round);
  return heat > heats
    ? `${roundLabel(round)} has ${heats} heat${heats === 1 ? '' : 's'}: there is no heat ${heat}`
    : undefined;
}

/**
 * Splits a round's couples into `numHeats` heats of balanced size (they
 * differ by at most one), keeping couples of one school apart where
 * possible so judges see each school's couples beside others (spec §4).
 * Deterministic: the same couples always give the same heats. A couple
 * added late to a chosen heat (`entry.heat`) joins that heat after the
 * split, so adding one never moves a couple already lined up; couples
 * pinned when one was scratched from a round on the floor stay put too.
 */
export function splitIntoHeats(all: readonly Entry[], numHeats: number): Entry[][] {
  const heatCount = heatsFor(all, numHeats);
  const entries = all.filter((entry) => entry.heat === undefined);
  const pinned = all.filter((entry) => entry.heat !== undefined);
  const heats = balancedHeats(entries, heatCount);
  for (const entry of pinned) {
    heats[Math.min(entry.heat!, heatCount) - 1]!.push(entry);
  }
  return heats.map((heat) => heat.sort((a, b) => a.leadNumber - b.leadNumber));
}

function balancedHeats(entries: readonly Entry[], heatCount: number): Entry[][] {
  const heats: Entry[][] = Array.from({ length: heatCount }, () => []);
  const base = Math.floor(entries.length / heatCount);
  const capacity = heats.map((_, index) => base + (index < entries.length % heatCount ? 1 : 0));
  const bySchool = new Map<string, Entry[]>();
  for (const entry of [...entries].sort((a, b) => a.leadNumber - b.leadNumber)) {
    const school = bySchool.get(entry.affiliation) ?? [];
    school.push(entry);
    bySchool.set(entry.affiliation, school);
  }
  // Biggest schools first: they are the hardest to spread.
  const schools = [...bySchool.entries()].sort(
    ([nameA, a], [nameB, b]) => b.length - a.length || nameA.localeCompare(nameB),
  );
  for (const [school, couples] of schools) {
    for (const entry of couples) {
      let best = -1;
      for (let index = 0; index < heatCount; index += 1) {
        if (heats[index]!.length >= capacity[index]!) {
          continue;
        }
        const mine = heats[index]!.filter((other) => other.affiliation === school).length;
        const bestMine =
          best < 0 ? Infinity : heats[best]!.filter((other) => other.affiliation === school).length;
        if (mine < bestMine || (mine === bestMine && heats[index]!.length < heats[best]!.length)) {
          best = index;
        }
      }
      heats[best]!.push(entry);
    }
  }
  return heats;
}
