import type { Round, ScheduleConflict } from '@floorcraft/domain';

/** One dancer due on the floor in overlapping rounds, as the warning lists them. */
export interface DancerConflict {
  dancer: string;
  /** Each overlap: "Bronze Standard Final (09:30) and Silver Latin Semi-Final (09:35)". */
  overlaps: string[];
}

export interface ConflictSummary {
  /** How many dancers clash in each round, by roundId: the rows to mark. */
  dancersByRound: ReadonlyMap<string, number>;
  /** Every dancer with a clash, by name. */
  dancers: DancerConflict[];
}

const roundText = (round: Round, timeLabel: (local: string) => string) =>
  `${round.eventName} ${round.roundName} (${timeLabel(round.roundStartTime)})`;

/**
 * Groups the domain's schedule conflicts by dancer for the warning, and
 * counts the dancers per round so each clashing row can say so in words.
 */
export function summariseConflicts(
  conflicts: readonly ScheduleConflict[],
  timeLabel: (local: string) => string,
): ConflictSummary {
  const dancersPerRound = new Map<string, Set<string>>();
  const byDancer = new Map<string, string[]>();
  for (const { dancer, first, second } of conflicts) {
    for (const round of [first, second]) {
      const names = dancersPerRound.get(round.roundId) ?? new Set<string>();
      names.add(dancer);
      dancersPerRound.set(round.roundId, names);
    }
    const overlaps = byDancer.get(dancer) ?? [];
    overlaps.push(`${roundText(first, timeLabel)} and ${roundText(second, timeLabel)}`);
    byDancer.set(dancer, overlaps);
  }
  return {
    dancersByRound: new Map([...dancersPerRound].map(([id, names]) => [id, names.size])),
    dancers: [...byDancer]
      .map(([dancer, overlaps]) => ({ dancer, overlaps }))
      .sort((a, b) => a.dancer.localeCompare(b.dancer)),
  };
}
