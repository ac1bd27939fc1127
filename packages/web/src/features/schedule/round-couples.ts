import { splitIntoHeats, type CompetitionState, type Entry } from '@floorcraft/domain';

/** Which round the couples panel shows. */
export interface RoundRef {
  eventName: string;
  roundNumber: number;
}

/** A couple as the panel lists it. */
export interface RoundCouple {
  entryId: string;
  leadNumber: number;
  names: string;
  affiliation: string;
  checkedIn: boolean;
}

/** A couple of the competition that could join the round: `leadId|followId` and how it reads. */
export interface CoupleChoice {
  value: string;
  label: string;
}

export interface RoundCouples {
  /** "Bronze Standard Semi-Final". */
  label: string;
  isLastRound: boolean;
  /** The round's couples in the heats the floor will dance (spec §4: balanced, schools apart). */
  heats: RoundCouple[][];
  /** Every couple entered anywhere in the competition and not yet in this round, by number. */
  choices: CoupleChoice[];
}

const coupleOf = (entry: Entry): RoundCouple => ({
  entryId: entry.entryId,
  leadNumber: entry.leadNumber,
  names: `${entry.leadName} & ${entry.followName}`,
  affiliation: entry.affiliation,
  checkedIn: entry.checkedIn,
});

const pairKey = (entry: Entry) => `${entry.leadId}|${entry.followId}`;

/** Couples who are real competitors (placeholders have no competitor records to add). */
function knownCouples(state: CompetitionState): Map<string, Entry> {
  const couples = new Map<string, Entry>();
  for (const event of Object.values(state.events)) {
    for (const entry of Object.values(event.entries)) {
      if (state.competitors[entry.leadId] && state.competitors[entry.followId]) {
        couples.set(pairKey(entry), entry);
      }
    }
  }
  return couples;
}

/**
 * The couples of one round, split into its heats, and the couples who could
 * be added to it; undefined when the round no longer exists (deleted while
 * the panel was open).
 */
export function roundCouples(state: CompetitionState, ref: RoundRef): RoundCouples | undefined {
  const event = state.events[ref.eventName];
  const round = event?.rounds[ref.roundNumber];
  if (!event || !round) {
    return undefined;
  }
  const entries = Object.values(round.entries);
  const inRound = new Set(entries.map(pairKey));
  const choices = [...knownCouples(state).entries()]
    .filter(([key]) => !inRound.has(key))
    .sort(([, a], [, b]) => a.leadNumber - b.leadNumber || a.leadName.localeCompare(b.leadName))
    .map(([key, entry]) => ({
      value: key,
      label: `${entry.leadNumber} ${entry.leadName} & ${entry.followName}`,
    }));
  const firstRoundDanced = Math.max(...Object.keys(event.rounds).map(Number));
  return {
    label: `${round.eventName} ${round.roundName}`,
    isLastRound: ref.roundNumber === firstRoundDanced,
    heats: splitIntoHeats(entries, round.numHeats).map((heat) => heat.map(coupleOf)),
    choices,
  };
}
