import {
  competitionTimeZone,
  dateInZone,
  isScheduleItem,
  roundLabel,
  type CompetitionState,
  type Official,
  type Round,
} from '@floorcraft/domain';
import { isPosted, roundSheet, type RoundSheet } from '../../../widgets/result-tables';
import { dayName } from '../scope';

/** A chosen round whose marks are not posted: named on screen, never printed. */
export interface UnpostedRound {
  roundId: string;
  /** "Bronze Standard Semi-Final". */
  title: string;
}

/** One posted round's result sheet: the header, the tables, who signs. */
export interface ResultSheet {
  roundId: string;
  competition: string;
  eventName: string;
  roundName: string;
  /**
   * "Saturday 10 April 2027": the day the round was planned, else the day it
   * was posted on the competition's clock (ADR 027).
   */
  date: string;
  /** The same tables, from the same domain code, as /results/{event}. */
  sheet: RoundSheet;
  /** Printed under the signature lines when the officials list names exactly one of each. */
  chairman?: string;
  scrutineer?: string;
}

export interface ResultSheets {
  sheets: ResultSheet[];
  notPosted: UnpostedRound[];
}

/** `2027-04-10` → "Saturday 10 April 2027" (the picker's day name and the year); '' when no day. */
function dateOf(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${dayName(day)} ${day.slice(0, 4)}` : '';
}

/**
 * The one official whose role reads `role` (roles are typed in setup, so
 * case is ignored); none when there is none or several, and the sheet
 * leaves the name to be written in.
 */
function onlyOfficial(officials: Record<string, Official>, role: string): string | undefined {
  const found = Object.values(officials).filter(
    (official) => official.role.trim().toLowerCase() === role,
  );
  return found.length === 1 ? found[0]!.name : undefined;
}

/**
 * The result sheets of the chosen rounds (schedule order kept): a sheet for
 * each posted round, built by the results pages' own `roundSheet` (the
 * domain's `roundSheets` of the posted marks); the rounds not posted yet
 * apart, so the screen can say so. Schedule items have no results.
 */
export function resultSheets(view: CompetitionState, rounds: readonly Round[]): ResultSheets {
  const { officials } = view.metadata;
  const chairman = onlyOfficial(officials, 'chairman of judges');
  const scrutineer = onlyOfficial(officials, 'scrutineer');
  const result: ResultSheets = { sheets: [], notPosted: [] };
  for (const round of rounds) {
    const event = view.events[round.eventName];
    if (!event || isScheduleItem(event)) {
      continue;
    }
    if (!isPosted(view, round)) {
      result.notPosted.push({ roundId: round.roundId, title: roundLabel(event, round) });
      continue;
    }
    const sheet = roundSheet(view, event, round);
    result.sheets.push({
      roundId: round.roundId,
      competition: view.metadata.fullName,
      eventName: event.name,
      roundName: round.roundName,
      // The planned start is already the venue's wall clock; the posting is an instant.
      date:
        dateOf(round.roundStartTime.slice(0, 10)) ||
        dateOf(dateInZone(sheet.postedAt, competitionTimeZone(view.metadata))),
      sheet,
      ...(chairman === undefined ? {} : { chairman }),
      ...(scrutineer === undefined ? {} : { scrutineer }),
    });
  }
  return result;
}
