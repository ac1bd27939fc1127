import type { Competitor, DanceEvent, Entry } from '@floorcraft/domain';

/** A couple's place in one round of an event: the round and whether they are checked in. */
export interface CoupleRound {
  roundNumber: number;
  roundName: string;
  checkedIn: boolean;
}

/** One entry of a couple: the event, the entry and the rounds it is in, first danced first. */
export interface CoupleEntry {
  eventName: string;
  entryId: string;
  leadNumber: number;
  rounds: CoupleRound[];
  /** Whether the event has rounds at all: an entry in none of them was scratched or came late. */
  eventHasRounds: boolean;
}

/** A lead and follow dancing together, with every event they entered. */
export interface CoupleRow {
  /** `leadId|followId`: unique, and stable while the couple exists. */
  key: string;
  leadId: string;
  followId: string;
  leadName: string;
  followName: string;
  /** The numbers the lead wears in these entries: one, unless something went wrong. */
  numbers: number[];
  /** The lead's school, and the follow's when it differs. */
  schools: string[];
  entries: CoupleEntry[];
  /** Names, schools and event names in lower case, for the search box. */
  text: string;
}

/** Every entry of an event with the rounds holding it: the event's own and any only a round has. */
function eventEntries(event: DanceEvent): { entry: Entry; rounds: CoupleRound[] }[] {
  const found = new Map<string, { entry: Entry; rounds: CoupleRound[] }>();
  for (const entry of Object.values(event.entries)) {
    found.set(entry.entryId, { entry, rounds: [] });
  }
  const rounds = Object.values(event.rounds).sort((a, b) => b.roundNumber - a.roundNumber);
  for (const round of rounds) {
    for (const entry of Object.values(round.entries)) {
      const item = found.get(entry.entryId) ?? { entry, rounds: [] };
      item.rounds.push({
        roundNumber: round.roundNumber,
        roundName: round.roundName,
        // Check-in is kept per round (spec §4 cascade), so each round's own copy says.
        checkedIn: entry.checkedIn,
      });
      found.set(entry.entryId, item);
    }
  }
  return [...found.values()];
}

/**
 * The couples of a competition, grouped from the entries of every event
 * (a couple is a lead and a follow; their entries may differ per event),
 * ordered by number, then lead name.
 */
export function coupleRows(
  events: Record<string, DanceEvent>,
  competitors: Record<string, Competitor>,
): CoupleRow[] {
  const couples = new Map<string, CoupleRow>();
  const eventList = Object.values(events).sort((a, b) => a.name.localeCompare(b.name));
  for (const event of eventList) {
    for (const { entry, rounds } of eventEntries(event)) {
      const key = `${entry.leadId}|${entry.followId}`;
      let couple = couples.get(key);
      if (!couple) {
        const leadSchool = competitors[entry.leadId]?.affiliation ?? entry.affiliation;
        const followSchool = competitors[entry.followId]?.affiliation ?? leadSchool;
        couple = {
          key,
          leadId: entry.leadId,
          followId: entry.followId,
          leadName: entry.leadName,
          followName: entry.followName,
          numbers: [],
          schools: [...new Set([leadSchool, followSchool])],
          entries: [],
          text: '',
        };
        couples.set(key, couple);
      }
      if (!couple.numbers.includes(entry.leadNumber)) {
        couple.numbers.push(entry.leadNumber);
      }
      couple.entries.push({
        eventName: event.name,
        entryId: entry.entryId,
        leadNumber: entry.leadNumber,
        rounds,
        eventHasRounds: Object.keys(event.rounds).length > 0,
      });
    }
  }
  const rows = [...couples.values()];
  for (const row of rows) {
    row.numbers.sort((a, b) => a - b);
    row.text = [
      row.leadName,
      row.followName,
      ...row.schools,
      ...row.entries.map((e) => e.eventName),
    ]
      .join('\n')
      .toLowerCase();
  }
  return rows.sort(
    (a, b) => (a.numbers[0] ?? 0) - (b.numbers[0] ?? 0) || a.leadName.localeCompare(b.leadName),
  );
}

/**
 * Whether a couple matches the search box: every word must match, a word of
 * digits by the start of one of their numbers (or as a whole word of a name
 * or event, so "Lead 12" finds a dancer called that), any other by name,
 * school or event (letter case ignored).
 */
export function matchesSearch(couple: CoupleRow, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) =>
    /^\d+$/.test(word)
      ? couple.numbers.some((number) => String(number).startsWith(word)) ||
        new RegExp(`(^|[^\\d])${word}([^\\d]|$)`).test(couple.text)
      : couple.text.includes(word),
  );
}
