import { PLACEHOLDER_NUMBER, type PublicView } from '@floorcraft/domain';
import { matchesQuery } from '../../lib/text-search';
import { levelsText } from './levels-text';

/** What the list of dancers reads of the public view. */
export type DirectorySource = Pick<PublicView, 'competitors' | 'events' | 'registration'>;

/** One registered dancer as /competitors lists them: public facts only. */
export interface DirectoryRow {
  id: string;
  name: string;
  school: string;
  /** "Smooth Bronze · Latin Silver". */
  levels: string;
  /** The numbers of the couples they dance in, ascending. */
  numbers: number[];
  /** Looking for a partner in at least one event (on the TBA list). */
  seeking: boolean;
}

/** Each dancer's couple numbers (a couple wears its lead's), from every event's entries. */
function numbersByDancer(events: DirectorySource['events']): Map<string, Set<number>> {
  const numbers = new Map<string, Set<number>>();
  const add = (id: string, number: number) => {
    const set = numbers.get(id) ?? new Set<number>();
    set.add(number);
    numbers.set(id, set);
  };
  for (const event of Object.values(events)) {
    for (const entry of Object.values(event.entries)) {
      if (entry.leadNumber !== PLACEHOLDER_NUMBER) {
        add(entry.leadId, entry.leadNumber);
        add(entry.followId, entry.leadNumber);
      }
    }
  }
  return numbers;
}

/** Every registered dancer by name, with their school, levels and couple numbers. */
export function competitorDirectory(source: DirectorySource): DirectoryRow[] {
  const numbers = numbersByDancer(source.events);
  const seeking = new Set(
    Object.values(source.registration.seeking).map((record) => record.competitorId),
  );
  return Object.values(source.competitors)
    .map((competitor) => ({
      id: competitor.id,
      name: competitor.name,
      school: competitor.affiliation,
      levels: levelsText(competitor.levels),
      numbers: [...(numbers.get(competitor.id) ?? [])].sort((a, b) => a - b),
      seeking: seeking.has(competitor.id),
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.school.localeCompare(b.school));
}

/** The dancers whose name, school or a couple number matches every word of the query. */
export function searchDirectory(rows: readonly DirectoryRow[], query: string): DirectoryRow[] {
  return rows.filter((row) =>
    matchesQuery([row.name, row.school, ...row.numbers.map(String)], query),
  );
}
