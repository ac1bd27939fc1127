import { describe, expect, it } from 'vitest';
import { updateEntriesLink } from './update-entries-link';

describe('updateEntriesLink', () => {
  it('links the root’s page for the competition the root serves', () => {
    expect(updateEntriesLink('https://dance.example', 'spring', 'spring')).toBe(
      'https://dance.example/updateEntries',
    );
  });

  it('links the page under /c/:slug for another competition, which that address opens', () => {
    expect(updateEntriesLink('https://dance.example', 'autumn open', 'spring')).toBe(
      'https://dance.example/c/autumn%20open/updateEntries',
    );
    expect(updateEntriesLink('https://dance.example', 'autumn', undefined)).toBe(
      'https://dance.example/c/autumn/updateEntries',
    );
  });
});
