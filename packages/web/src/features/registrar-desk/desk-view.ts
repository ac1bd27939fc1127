import type { RegistrationPhase } from '@floorcraft/domain';
import { matchesRegistration, type RegistrationRow } from './registration-rows';

/** The desk's columns that sort (issue 25 item 9). */
export type DeskSort = 'registered' | 'name' | 'school' | 'balance';

/** What the registrar narrowed the desk to; an empty field narrows nothing. */
export interface DeskFilter {
  search: string;
  /** Only dancers who still owe money. */
  owes: boolean;
  phase: RegistrationPhase | '';
  school: string;
  waiverMissing: boolean;
  /** Only dancers on the TBA list. */
  seeking: boolean;
}

export const noDeskFilter: DeskFilter = {
  search: '',
  owes: false,
  phase: '',
  school: '',
  waiverMissing: false,
  seeking: false,
};

function keeps(row: RegistrationRow, filter: DeskFilter): boolean {
  return (
    (!filter.owes || row.outstanding > 0) &&
    (filter.phase === '' || row.phase === filter.phase) &&
    (filter.school === '' || row.affiliation === filter.school) &&
    (!filter.waiverMissing || !row.waiverAcceptedAt) &&
    (!filter.seeking || row.seeking)
  );
}

const byName = (a: RegistrationRow, b: RegistrationRow) => a.name.localeCompare(b.name);

const comparators: Record<DeskSort, (a: RegistrationRow, b: RegistrationRow) => number> = {
  // Newest first, as the desk opens: the latest registrations are the ones to look at.
  registered: (a, b) => b.registeredAt.localeCompare(a.registeredAt) || byName(a, b),
  name: byName,
  school: (a, b) => a.affiliation.localeCompare(b.affiliation) || byName(a, b),
  // Who owes most first; credits (negative) last.
  balance: (a, b) => b.outstanding - a.outstanding || byName(a, b),
};

/**
 * The registrar's desk as shown: the rows the filter keeps, in the chosen
 * order (`reverse` turns it round). One pass to filter and one sort, so
 * 1,500 dancers stay well inside a frame.
 */
export function deskRows(
  rows: readonly RegistrationRow[],
  filter: DeskFilter,
  sort: DeskSort,
  reverse = false,
): RegistrationRow[] {
  const kept = rows.filter((row) => keeps(row, filter) && matchesRegistration(row, filter.search));
  const compare = comparators[sort];
  return kept.sort(reverse ? (a, b) => compare(b, a) : compare);
}

/** The schools of the registered dancers, for the school filter, in order. */
export function deskSchools(rows: readonly RegistrationRow[]): string[] {
  return [...new Set(rows.map((row) => row.affiliation).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b),
  );
}
