import { describe, expect, it } from 'vitest';
import { checkOfficial, newOfficialDraft, officialDraftOf } from './official-draft';

describe('the official form', () => {
  it('leaves the key to the server when none is typed, and removes an empty photo or account', () => {
    const draft = { ...newOfficialDraft(), name: ' Ines Foto ', bio: '  ' };
    expect(checkOfficial(draft, [], true)).toEqual({
      ok: true,
      official: { name: 'Ines Foto', role: 'Judge', bio: '', photoURL: null, userId: null },
    });
  });

  it('keeps the photo and the linked account of an official being edited', () => {
    const official = {
      key: 'judge-a',
      name: 'Eleanor Whitfield',
      role: 'Chairman of Judges',
      bio: 'Adjudicator.',
      photoURL: 'http://localhost:3000/uploads/x/0123.png',
      userId: 'u-1',
    };
    expect(checkOfficial(officialDraftOf(official), ['judge-a'], false)).toEqual({
      ok: true,
      official,
    });
  });

  it('sends a judge’s letter in capitals, and none when left empty so the server keeps theirs', () => {
    const draft = { ...newOfficialDraft(), name: 'Grace Adeyemi', letter: 'c' };
    expect(checkOfficial(draft, [], true)).toEqual({
      ok: true,
      official: {
        name: 'Grace Adeyemi',
        role: 'Judge',
        bio: '',
        photoURL: null,
        userId: null,
        letter: 'C',
      },
    });
    const edited = officialDraftOf({ key: 'judge-e', name: 'Grace', role: 'Judge', bio: '' });
    expect(checkOfficial(edited, ['judge-e'], false)).toEqual({
      ok: true,
      official: {
        key: 'judge-e',
        name: 'Grace',
        role: 'Judge',
        bio: '',
        photoURL: null,
        userId: null,
      },
    });
    expect(checkOfficial({ ...draft, letter: 'C3' }, [], true)).toEqual({
      ok: false,
      problems: ['Letter: must be one or two letters, e.g. C.'],
    });
  });

  it('takes a free-text role', () => {
    const draft = { ...newOfficialDraft(), name: 'Tom', role: 'Photographer' };
    expect(checkOfficial(draft, [], true).ok).toBe(true);
  });

  it('names each problem in the domain’s words', () => {
    const draft = { ...newOfficialDraft(), key: 'a/b', name: '', role: ' ' };
    expect(checkOfficial(draft, [], true)).toEqual({
      ok: false,
      problems: [
        'Key: must not contain any of . # $ / [ ].',
        'Name: must not be empty.',
        'Role: must not be empty.',
      ],
    });
  });

  it('refuses a typed key another official has', () => {
    const draft = { ...newOfficialDraft(), key: 'judge-a', name: 'New Judge' };
    const check = checkOfficial(draft, ['judge-a'], true);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems[0]).toMatch(/"judge-a" is taken/);
  });
});
