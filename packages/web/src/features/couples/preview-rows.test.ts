import type { CoupleImportPlan } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { previewRows } from './preview-rows';

describe('previewRows', () => {
  it('shows a taken line as it will be imported and a refused one as the file says, with why', () => {
    const plan: CoupleImportPlan = {
      couples: [],
      rows: [
        {
          row: 2,
          couple: {
            lead: { name: 'Ann Lee', affiliation: 'Harbor City University' },
            follow: { name: 'Bo Chan', affiliation: 'Riverside University' },
            events: ['Bronze Standard', 'Silver Latin'],
            leadNumber: 104,
          },
        },
        { row: 3, problem: 'events: no event named "Gold Mambo"' },
      ],
    };
    const records: Record<string, string>[] = [
      { 'lead name': 'Ann Lee', events: 'bronze standard;silver latin' },
      {
        leadName: 'Cy Dunn',
        followName: 'Di Eng',
        leadAffiliation: 'Pinecrest College',
        events: 'Gold Mambo',
      },
    ];
    expect(previewRows(plan, records)).toEqual([
      {
        line: 2,
        lead: 'Ann Lee',
        follow: 'Bo Chan',
        school: 'Harbor City University / Riverside University',
        events: 'Bronze Standard; Silver Latin',
        number: '104',
      },
      {
        line: 3,
        lead: 'Cy Dunn',
        follow: 'Di Eng',
        school: 'Pinecrest College',
        events: 'Gold Mambo',
        number: '',
        problem: 'events: no event named "Gold Mambo"',
      },
    ]);
  });
});
