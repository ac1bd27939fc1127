import type { DanceEvent, Entry } from '../../competition/dance-event';
import { isScheduleItem } from '../../competition/schedule-items';
import type { DanceRole } from '../../registration/state';
import { PLACEHOLDER_NUMBER } from '../../setup/lead-numbers';
import type { PublicView } from '../public-view';
import { keptWhileSame, type KeptCache } from './kept-while-same';

/** What the entries list reads of the public view. */
export type EntriesSource = Pick<PublicView, 'events' | 'competitors' | 'registration'>;

/** One dancer of a couple: the competitor id when they are registered (placeholders are not). */
export interface EntryDancer {
  id?: string;
  name: string;
}

/**
 * One couple in one event, or one dancer holding a TBA place while looking
 * for a partner. No entry id: a page needs none, and on the 1,500-couple
 * competition they were 290 KB of the list's megabyte (`entryRowKey` tells
 * rows apart).
 */
export interface EntryRow {
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
    number: undefined,
    lead: seeker.role === 'lead' ? known : TBA,
    follow: seeker.role === 'follow' ? known : TBA,
    schools: [competitor.affiliation],
    seekingRole: seeker.role,
  };
}

/**
 * What tells an event's rows apart: its dancers (a couple enters an event
 * once, a dancer holds one TBA place in it), and the number.
 */
export const entryRowKey = (row: EntryRow): string =>
  [row.number ?? '', row.lead.id ?? row.lead.name, row.follow.id ?? row.follow.name].join('|');

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

/** Every event's entries, computed. */
function eventsOf(source: EntriesSource): EventEntries[] {
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

const kept: KeptCache<EventEntries[]> = new WeakMap();

/** Whether two lists of events read the same (the page shows every field of them). */
const sameEvents = (last: EventEntries[], made: EventEntries[]) =>
  JSON.stringify(last) === JSON.stringify(made);

/**
 * Every event's entries in the order of the day (Awards and Break have
 * none): couples by number, then the dancers looking for a partner there.
 * The same array while it reads the same: a round started or a card sends
 * /entries nothing.
 */
export function entriesByEvent(source: EntriesSource): EventEntries[] {
  const { competitors, events } = source;
  return keptWhileSame(
    kept,
    competitors,
    [competitors, events, source.registration.seeking],
    () => eventsOf(source),
    sameEvents,
  );
}

/** How many dancers look for a partner: dancers, not places (one may seek in several events). */
export function seekingDancers(source: Pick<PublicView, 'registration'>): number {
  return new Set(Object.values(source.registration.seeking).map((record) => record.competitorId))
    .size;
}
