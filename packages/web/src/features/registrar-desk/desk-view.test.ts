import { describe, expect, it } from 'vitest';
import { deskRows, deskSchools, noDeskFilter } from './desk-view';
import type { RegistrationRow } from './registration-rows';

function row(name: string, fields: Partial<RegistrationRow> = {}): RegistrationRow {
  const affiliation = fields.affiliation ?? 'Northbridge College';
  return {
    competitorId: name.toLowerCase(),
    name,
    affiliation,
    email: `${name.toLowerCase()}@example.org`,
    student: false,
    phase: 'Early',
    registeredAt: '2027-01-10T10:00:00Z',
    waiverAcceptedAt: '2027-01-10T10:00:00Z',
    withdrawnAt: undefined,
    payments: [],
    seeking: false,
    due: 3000,
    paid: 0,
    outstanding: 3000,
    status: 'unpaid',
    text: `${name}\n${affiliation}`.toLowerCase(),
    ...fields,
  };
}

const rows = [
  row('Cy Dunn', { outstanding: -500, status: 'credit', registeredAt: '2027-01-12T00:00:00Z' }),
  row('Ann Lee', { outstanding: 1000, affiliation: 'Westfield', phase: 'Normal', seeking: true }),
  row('Bo Ray', { outstanding: 0, status: 'paid', waiverAcceptedAt: '' }),
];
const names = (list: RegistrationRow[]) => list.map((each) => each.name);

describe('the registrar’s desk (issue 25 item 9)', () => {
  it('sorts by balance, most owed first and credits last, or the other way round', () => {
    expect(names(deskRows(rows, noDeskFilter, 'balance'))).toEqual([
      'Ann Lee',
      'Bo Ray',
      'Cy Dunn',
    ]);
    expect(names(deskRows(rows, noDeskFilter, 'balance', true))).toEqual([
      'Cy Dunn',
      'Bo Ray',
      'Ann Lee',
    ]);
  });

  it('sorts by name, by school, and opens newest first', () => {
    expect(names(deskRows(rows, noDeskFilter, 'name'))).toEqual(['Ann Lee', 'Bo Ray', 'Cy Dunn']);
    expect(names(deskRows(rows, noDeskFilter, 'school'))).toEqual(['Bo Ray', 'Cy Dunn', 'Ann Lee']);
    expect(names(deskRows(rows, noDeskFilter, 'registered'))[0]).toBe('Cy Dunn');
  });

  it('filters who owes, a phase, a school, a missing waiver, the TBA list, and searches', () => {
    const only = (filter: Partial<typeof noDeskFilter>) =>
      names(deskRows(rows, { ...noDeskFilter, ...filter }, 'name'));
    expect(only({ owes: true })).toEqual(['Ann Lee']);
    expect(only({ phase: 'Early' })).toEqual(['Bo Ray', 'Cy Dunn']);
    expect(only({ school: 'Westfield' })).toEqual(['Ann Lee']);
    expect(only({ waiverMissing: true })).toEqual(['Bo Ray']);
    expect(only({ seeking: true })).toEqual(['Ann Lee']);
    expect(only({ search: 'cy north' })).toEqual(['Cy Dunn']);
    expect(deskSchools(rows)).toEqual(['Northbridge College', 'Westfield']);
  });
});
