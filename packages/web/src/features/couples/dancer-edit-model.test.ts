import type { Competitor } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { dancerDraft, dancerEdits } from './dancer-edit-model';

const lead: Competitor = {
  id: 'c1',
  name: 'Jon Okafor',
  affiliation: 'Harbor City University',
  levels: { standardLevel: 'Bronze' },
};
const follow: Competitor = {
  id: 'c2',
  name: 'Mei Sato',
  affiliation: 'Riverside University',
  levels: {},
};

describe('editing a couple’s dancers', () => {
  it('saves only the dancer that changed, trimmed, with their levels', () => {
    const result = dancerEdits([
      { role: 'Lead', draft: { ...dancerDraft(lead), name: ' Jonathan Okafor ' }, stored: lead },
      { role: 'Follow', draft: dancerDraft(follow), stored: follow },
    ]);
    expect(result).toEqual({
      ok: true,
      competitors: [{ ...lead, name: 'Jonathan Okafor' }],
    });
  });

  it('notices a level taken away', () => {
    const draft = { ...dancerDraft(lead), levels: { standardLevel: undefined } };
    expect(dancerEdits([{ role: 'Lead', draft, stored: lead }])).toEqual({
      ok: true,
      competitors: [{ ...lead, levels: {} }],
    });
  });

  it('names an emptied name, saving nothing', () => {
    const draft = { ...dancerDraft(follow), name: '  ' };
    expect(dancerEdits([{ role: 'Follow', draft, stored: follow }])).toEqual({
      ok: false,
      problems: ['Follow: enter a name.'],
    });
  });

  it('keeps a registered dancer’s age group, which the dialog does not edit', () => {
    const registered: Competitor = { ...follow, ageGroup: 'Adult' };
    const result = dancerEdits([
      { role: 'Lead', draft: dancerDraft(lead), stored: lead },
      {
        role: 'Follow',
        draft: { ...dancerDraft(registered), name: 'Mei Satō' },
        stored: registered,
      },
    ]);
    expect(result).toEqual({
      ok: true,
      competitors: [{ ...registered, name: 'Mei Satō' }],
    });
  });
});
