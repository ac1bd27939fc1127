import { describe, expect, it } from 'vitest';
import { addAffiliation, removeAffiliation, renameAffiliation } from './affiliations-list';

const list = ['Harbor City University', 'Other'];

describe('editing the schools and clubs', () => {
  it('adds a trimmed name at the end', () => {
    expect(addAffiliation(list, '  Pinecrest College ')).toEqual({
      ok: true,
      list: ['Harbor City University', 'Other', 'Pinecrest College'],
    });
  });

  it('refuses an empty name or one already there, whatever its case', () => {
    expect(addAffiliation(list, '  ')).toEqual({ ok: false, problem: 'Enter a name.' });
    expect(addAffiliation(list, 'other')).toEqual({
      ok: false,
      problem: '"Other" is already on the list.',
    });
  });

  it('renames in place, and a name may keep itself in another case', () => {
    expect(renameAffiliation(list, 0, 'Harbor City UNIVERSITY')).toEqual({
      ok: true,
      list: ['Harbor City UNIVERSITY', 'Other'],
    });
    expect(renameAffiliation(list, 0, 'Other').ok).toBe(false);
  });

  it('removes by position', () => {
    expect(removeAffiliation(list, 0)).toEqual(['Other']);
  });
});
