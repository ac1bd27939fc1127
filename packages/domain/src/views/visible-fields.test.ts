import { describe, expect, it } from 'vitest';
import { publicly, staffOnly, type FieldTable } from './field-table';
import { visibleFields } from './visible-fields';

interface Dancer {
  id: string;
  name: string;
  email?: string;
}
interface Club {
  name: string;
  dancers: Record<string, Dancer>;
  history: { by: string; note: string }[];
}

const clubFields = {
  name: publicly,
  dancers: { each: { id: publicly, name: publicly, email: staffOnly } },
  history: { each: { by: staffOnly, note: staffOnly } },
} as const satisfies FieldTable<Club>;

const club: Club = {
  name: 'Harbor City',
  dancers: {
    d1: { id: 'd1', name: 'Ana', email: 'ana@example.org' },
    d2: { id: 'd2', name: 'Ben' },
  },
  history: [{ by: 'registrar', note: 'paid' }],
};

describe('visibleFields', () => {
  it('leaves out what the audience may not see, and a part they see nothing of whole', () => {
    expect(visibleFields(club, clubFields, 'public')).toEqual({
      name: 'Harbor City',
      dancers: { d1: { id: 'd1', name: 'Ana' }, d2: { id: 'd2', name: 'Ben' } },
    });
  });

  it('returns a part the audience sees all of as it is, keeping its identity', () => {
    const shown = visibleFields(club, clubFields, 'staff') as Club;
    expect(shown).toBe(club);
    const forPublic = visibleFields(club, clubFields, 'public') as Club;
    // Ben has no email: nothing to leave out, so he is the same object.
    expect(forPublic.dancers.d2).toBe(club.dancers.d2);
  });

  it('leaves out a field the table does not name, for every audience', () => {
    const withSecret = { ...club, doorCode: '4711' } as Club;
    expect(visibleFields(withSecret, clubFields, 'scoring')).not.toHaveProperty('doorCode');
    expect(visibleFields(withSecret, clubFields, 'staff')).toEqual(club);
  });

  it('gives the same object for the same part on every call, so diffs skip what did not change', () => {
    const before = visibleFields(club, clubFields, 'public') as Club;
    const renamed = { ...club, name: 'Harbour City' };
    const after = visibleFields(renamed, clubFields, 'public') as Club;
    expect(after).not.toBe(before);
    expect(after.dancers).toBe(before.dancers);
  });
});
