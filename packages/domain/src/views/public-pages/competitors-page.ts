import { PLACEHOLDER_NUMBER } from '../../setup/lead-numbers';
import type { PublicView } from '../public-view';
import { keptWhileSame, type KeptCache } from './kept-while-same';
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

function directoryOf(source: DirectorySource): DirectoryRow[] {
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

const sameRow = (a: DirectoryRow, b: DirectoryRow) =>
  a.id === b.id &&
  a.name === b.name &&
  a.school === b.school &&
  a.levels === b.levels &&
  a.seeking === b.seeking &&
  a.numbers.length === b.numbers.length &&
  a.numbers.every((number, index) => number === b.numbers[index]);

const kept: KeptCache<DirectoryRow[]> = new WeakMap();

const sameRows = (last: DirectoryRow[], made: DirectoryRow[]) =>
  last.length === made.length && made.every((row, index) => sameRow(row, last[index]!));

/**
 * Every registered dancer by name, with their school, levels and couple
 * numbers. The same array while the dancers, their numbers and the TBA list
 * read the same: a round started (new events object) sends /competitors nothing.
 */
export function competitorDirectory(source: DirectorySource): DirectoryRow[] {
  const { competitors, events } = source;
  return keptWhileSame(
    kept,
    competitors,
    [competitors, events, source.registration.seeking],
    () => directoryOf(source),
    sameRows,
  );
}
