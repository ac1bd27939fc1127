import {
  isScheduleItem,
  PLACEHOLDER_NUMBER,
  type DanceRole,
  type DanceEvent,
  type Entry,
  type PublicView,
} from '@floorcraft/domain';
import { matchesQuery } from '../../lib/text-search';

/** What the entries list reads of the public view. */
export type EntriesSource = Pick<PublicView, 'events' | 'competitors' | 'registration'>;

/** One dancer of a couple: the competitor id when they are registered (placeholders are not). */
export interface EntryDancer {
  id?: string;
  name: string;
}

/** One couple in one event, or one dancer holding a TBA place while looking for a partner. */
export interface EntryRow {
  entryId: string;
  /** The lead's number; undefined for a TBA place (number 9999 means "not a real couple"). */
  number: number | undefined;
  lead: EntryDancer;
  follow: EntryDancer;
  /** The dancers' schools, each once. */
  schools: string[];
  /** Set on a TBA place: the role its dancer dances (the other is "TBA"). */
  seekingRole?: DanceRole;
}

/** One event's entries as /entries lists them. */
export interface EventEntries {
  eventName: string;
  /** Couples with both dancers known. */
  couples: number;
  /** Dancers holding a TBA place. */
  seeking: number;
  rows: EntryRow[];
}

const TBA: EntryDancer = { name: 'TBA' };

function coupleRow(source: EntriesSource, entry: Entry): EntryRow {
  const schools = [
    source.competitors[entry.leadId]?.affiliation ?? entry.affiliation,
    source.competitors[entry.followId]?.affiliation ?? entry.affiliation,
  ];
  const dancer = (id: string, name: string): EntryDancer =>
    source.competitors[id] ? { id, name } : { name };
  return {
    entryId: entry.entryId,
    number: entry.leadNumber,
    lead: dancer(entry.leadId, entry.leadName),
    follow: dancer(entry.followId, entry.followName),
    schools: [...new Set(schools)],
  };
}

/**
 * A placeholder entry as a row: the dancer looking for a partner in their
 * role, TBA in the other; undefined for a staff placeholder nobody holds
 * (it says nothing a spectator could use).
 */
function seekingRow(
  source: EntriesSource,
  entry: Entry,
  seekers: ReadonlyMap<string, { competitorId: string; role: DanceRole }>,
): EntryRow | undefined {
  const seeker = seekers.get(entry.entryId);
  const competitor = seeker && source.competitors[seeker.competitorId];
  if (!seeker || !competitor) {
    return undefined;
  }
  const known: EntryDancer = { id: competitor.id, name: competitor.name };
  return {
    entryId: entry.entryId,
    number: undefined,
    lead: seeker.role === 'lead' ? known : TBA,
    follow: seeker.role === 'follow' ? known : TBA,
    schools: [competitor.affiliation],
    seekingRole: seeker.role,
  };
}

/** Where an event falls in the day: its first scheduled round, unscheduled events last. */
function firstIndex(event: DanceEvent): number {
  const indexes = Object.values(event.rounds)
    .map((round) => round.scheduleIndex)
    .filter((index) => index > 0);
  return indexes.length > 0 ? Math.min(...indexes) : Number.POSITIVE_INFINITY;
}

const byNumberThenName = (a: EntryRow, b: EntryRow) =>
  (a.number ?? Number.POSITIVE_INFINITY) - (b.number ?? Number.POSITIVE_INFINITY) ||
  a.lead.name.localeCompare(b.lead.name) ||
  a.follow.name.localeCompare(b.follow.name);

/**
 * Every event's entries in the order of the day (Awards and Break have
 * none): couples by number, then the dancers looking for a partner there.
 */
export function entriesByEvent(source: EntriesSource): EventEntries[] {
  const seekers = new Map(
    Object.values(source.registration.seeking).map((record) => [record.placeholderEntryId, record]),
  );
  return Object.values(source.events)
    .filter((event) => !isScheduleItem(event))
    .sort((a, b) => firstIndex(a) - firstIndex(b) || a.name.localeCompare(b.name))
    .map((event) => {
      const rows = Object.values(event.entries)
        .map((entry) =>
          entry.leadNumber === PLACEHOLDER_NUMBER
            ? seekingRow(source, entry, seekers)
            : coupleRow(source, entry),
        )
        .filter((row): row is EntryRow => row !== undefined)
        .sort(byNumberThenName);
      const seeking = rows.filter((row) => row.seekingRole !== undefined).length;
      return { eventName: event.name, couples: rows.length - seeking, seeking, rows };
    });
}

/**
 * The entries a search leaves: rows where every word is found in the
 * dancers' names, their schools, the number or the event's name ("bronze
 * lam" finds Lam in the Bronze events). Events with nothing left are
 * dropped; the counts stay the event's own.
 */
export function searchEntries(events: readonly EventEntries[], query: string): EventEntries[] {
  return events.flatMap((event) => {
    const rows = event.rows.filter((row) =>
      matchesQuery(
        [
          event.eventName,
          row.lead.name,
          row.follow.name,
          ...row.schools,
          row.number?.toString() ?? '',
        ],
        query,
      ),
    );
    return rows.length > 0 ? [{ ...event, rows }] : [];
  });
}

/** An event's count as the list shows it: "12 couples · 1 looking for a partner". */
export function countLine(event: Pick<EventEntries, 'couples' | 'seeking'>): string {
  const couples = `${event.couples} ${event.couples === 1 ? 'couple' : 'couples'}`;
  return event.seeking > 0 ? `${couples} · ${event.seeking} looking for a partner` : couples;
}
