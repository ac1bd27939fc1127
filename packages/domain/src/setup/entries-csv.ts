import type { DanceEvent, Entry } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';

/** The columns of the entries export, in order. */
export const entryCsvColumns = [
  'event',
  'number',
  'lead',
  'follow',
  'affiliation',
  'round',
  'checked in',
  'registered',
] as const;
export type EntryCsvColumn = (typeof entryCsvColumns)[number];
export type EntryCsvRow = Record<EntryCsvColumn, string | number>;

/**
 * Every entry of an event: its own list plus any that only a round holds
 * (a placeholder or a couple added to one round), each with the latest
 * round it reached, i.e. the lowest round number (rounds count from the Final).
 */
function entriesWithRound(event: DanceEvent): { entry: Entry; roundNumber?: number }[] {
  const found = new Map<string, { entry: Entry; roundNumber?: number }>();
  for (const entry of Object.values(event.entries)) {
    found.set(entry.entryId, { entry });
  }
  const numbers = Object.keys(event.rounds)
    .map(Number)
    .sort((a, b) => b - a);
  for (const roundNumber of numbers) {
    for (const entry of Object.values(event.rounds[roundNumber]!.entries)) {
      // A later (lower-numbered) round overwrites: its check-in is the one that matters now.
      found.set(entry.entryId, { entry, roundNumber });
    }
  }
  return [...found.values()];
}

/**
 * Rows for the entries CSV export (spec §3 "Entry"): event, number, lead,
 * follow, affiliation, the latest round the couple is in with its check-in,
 * and when they registered. Sorted by event name, then number.
 */
export function entriesCsvRows(state: CompetitionState): EntryCsvRow[] {
  const rows: (EntryCsvRow & { number: number })[] = [];
  for (const event of Object.values(state.events)) {
    for (const { entry, roundNumber } of entriesWithRound(event)) {
      const round = roundNumber === undefined ? undefined : event.rounds[roundNumber];
      rows.push({
        event: event.name,
        number: entry.leadNumber,
        lead: entry.leadName,
        follow: entry.followName,
        affiliation: entry.affiliation,
        round: round?.roundName ?? '',
        'checked in': entry.checkedIn ? 'yes' : 'no',
        registered: entry.registeredTime,
      });
    }
  }
  return rows.sort(
    (a, b) =>
      String(a.event).localeCompare(String(b.event)) ||
      a.number - b.number ||
      String(a.lead).localeCompare(String(b.lead)),
  );
}
