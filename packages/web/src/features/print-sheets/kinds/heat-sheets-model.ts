import {
  isScheduleItem,
  judgedDances,
  roundLabel,
  type CompetitionState,
  type Entry,
  type Round,
} from '@floorcraft/domain';
import { plannedTimeLabel, spansDays } from '../../../lib/planned-time';
import { roundHeats } from './round-heats';

/** One couple as the heat sheet prints it. */
export interface HeatSheetCouple {
  number: number;
  lead: string;
  follow: string;
  /** The lead's school, then the follow's when it differs: "Harbor City / Riverside". */
  schools: string;
}

export interface HeatSheetHeat {
  /** 1-based, as the MC calls it. */
  heat: number;
  couples: HeatSheetCouple[];
}

/** One round of the heat sheets: what the deck captain and MC hold for it. */
export interface HeatSheetRound {
  roundId: string;
  /** "Bronze Standard Semi-Final", or an item's own name ("Lunch Break"). */
  title: string;
  dances: string[];
  /** "10:30" (with the day when the competition spans days), '' when not planned. */
  plannedTime: string;
  /** Awards and breaks: printed as a line in the running order, with no heats. */
  item: boolean;
  heats: HeatSheetHeat[];
}

type HeatSource = Pick<CompetitionState, 'events' | 'competitors' | 'metadata'>;

/**
 * The schools of a couple: each dancer's own school where the view has the
 * dancer (a couple may dance for two), else the entry's.
 */
function schoolsOf(view: HeatSource, entry: Entry): string {
  const lead = view.competitors[entry.leadId]?.affiliation ?? entry.affiliation;
  const follow = view.competitors[entry.followId]?.affiliation ?? lead;
  return lead === follow ? lead : `${lead} / ${follow}`;
}

/** The heat sheets of `rounds` (schedule order kept): each round's heats, couples in number order. */
export function heatSheets(view: HeatSource, rounds: readonly Round[]): HeatSheetRound[] {
  const withDay = spansDays(
    view.metadata,
    rounds.map((round) => round.roundStartTime),
  );
  return rounds.map((round) => {
    const event = view.events[round.eventName]!;
    const item = isScheduleItem(event);
    return {
      roundId: round.roundId,
      title: roundLabel(event, round),
      dances: item ? [] : judgedDances(event),
      plannedTime: plannedTimeLabel(round.roundStartTime, withDay),
      item,
      heats: item
        ? []
        : roundHeats(round).map((entries, index) => ({
            heat: index + 1,
            couples: entries.map((entry) => ({
              number: entry.leadNumber,
              lead: entry.leadName,
              follow: entry.followName,
              schools: schoolsOf(view, entry),
            })),
          })),
    };
  });
}
