import { describePlace } from '@floorcraft/skating';
import type { DanceEvent, Entry, EventResults, Round } from '../../competition/dance-event';
import { roundStates } from '../../competition/enumerations';
import { splitIntoHeats } from '../../competition/heats';

/**
 * Where a couple stands in one round of an event:
 * - `upcoming`: in the round, not danced yet;
 * - `ifRecalled`: a later round they reach if recalled (its couples are not known yet);
 * - `onFloor`: dancing now; `scoring`: danced, results coming;
 * - `recalled`, `out`, `placed`: the posted result;
 * - `atAwards`: a posted final whose places are held for the big screen or the awards (ADR 029).
 */
export type CoupleRoundStatus =
  'upcoming' | 'ifRecalled' | 'onFloor' | 'scoring' | 'recalled' | 'out' | 'placed' | 'atAwards';

/** One round of an event as the dancer's page shows it. */
export interface CoupleRound {
  roundId: string;
  roundName: string;
  scheduleIndex: number;
  status: CoupleRoundStatus;
  /** The couple's heat, while the round is to come or on the floor. */
  heat?: { number: number; of: number };
  /** Couples in the round (0 until a recall fills a later round). */
  couples: number;
  /** For `recalled`: the round they go on to; for `out` and `placed`: the place ("3rd", "tied for 7th (7.5)"). */
  outcome?: string;
}

const dancesIn = (entry: Entry, dancerId: string) =>
  entry.leadId === dancerId || entry.followId === dancerId;

/** The couple's heat in a round (spec §4 heats: the domain's split, as the floor dances them). */
function heatOf(round: Round, entry: Entry): CoupleRound['heat'] {
  const heats = splitIntoHeats(Object.values(round.entries), round.numHeats);
  const index = heats.findIndex((heat) => heat.some((each) => each.entryId === entry.entryId));
  return index < 0 ? undefined : { number: index + 1, of: heats.length };
}

function placeOf(saved: Record<string, number>, number: number): string | undefined {
  const place = saved[String(number)];
  if (place === undefined) {
    return undefined;
  }
  const shared = Object.values(saved).filter((other) => other === place).length;
  return describePlace(place, shared);
}

/**
 * The rounds of one event for the couple `dancerId` dances in, first danced
 * first: each with the couple's heat while it is to come, or its posted
 * outcome (recalled, out with a place, placed in the final). Later rounds
 * show as "if recalled" until the couple's recall is known; nothing after a
 * round that did not recall them.
 */
export function coupleRounds(
  event: DanceEvent,
  results: EventResults | undefined,
  dancerId: string,
): CoupleRound[] {
  const rounds = Object.values(event.rounds).sort((a, b) => b.roundNumber - a.roundNumber);
  const shown: CoupleRound[] = [];
  for (const round of rounds) {
    if (round.roundState === roundStates.Skipped) {
      continue;
    }
    const entry = Object.values(round.entries).find((each) => dancesIn(each, dancerId));
    const base = {
      roundId: round.roundId,
      roundName: round.roundName,
      scheduleIndex: round.scheduleIndex,
      couples: Object.keys(round.entries).length,
    };
    if (!entry) {
      // A round already danced without them (not recalled to it) is not theirs; one to come may be.
      if (round.roundState === roundStates.Initialized || round.roundState === roundStates.Empty) {
        shown.push({ ...base, status: 'ifRecalled' });
      }
      continue;
    }
    const saved = results?.rounds[round.roundNumber];
    if (round.roundState === roundStates.Posted && saved) {
      if (saved.recalled?.includes(entry.leadNumber)) {
        const next = event.rounds[round.roundNumber - 1]?.roundName;
        shown.push({ ...base, status: 'recalled', ...(next && { outcome: next }) });
        continue;
      }
      const place = placeOf(saved.placements, entry.leadNumber);
      // A final's place missing from the public view is held for the awards (ADR 029).
      const finalStatus = place ? 'placed' : 'atAwards';
      shown.push({
        ...base,
        status: round.roundNumber === 1 ? finalStatus : 'out',
        ...(place && { outcome: place }),
      });
      if (round.roundNumber !== 1) {
        break;
      }
      continue;
    }
    const status: CoupleRoundStatus =
      round.roundState === roundStates.Running
        ? 'onFloor'
        : round.roundState === roundStates.Marked || round.roundState === roundStates.Posted
          ? 'scoring'
          : 'upcoming';
    const heat = status === 'scoring' ? undefined : heatOf(round, entry);
    shown.push({ ...base, status, ...(heat && { heat }) });
  }
  return shown;
}
