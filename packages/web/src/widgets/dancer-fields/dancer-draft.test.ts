import { OTHER_AFFILIATION } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { dancerDetails, emptyDancerDraft } from './dancer-draft';

describe('dancerDetails', () => {
  it('keeps only set levels, the other school’s name only with Other, no unchosen age group', () => {
    const draft = {
      ...emptyDancerDraft(),
      name: ' Bo ',
      email: ' bo@example.org ',
      affiliation: 'Other',
      otherAffiliation: ' Tango Club ',
      levels: { latinLevel: 'Gold' as const, standardLevel: undefined },
    };
    expect(dancerDetails(draft)).toEqual({
      name: 'Bo',
      email: 'bo@example.org',
      affiliation: 'Other',
      otherAffiliation: 'Tango Club',
      levels: { latinLevel: 'Gold' },
      student: false,
    });
    expect(dancerDetails({ ...draft, affiliation: 'X' })).not.toHaveProperty('otherAffiliation');
  });

  it('spells Other as the domain does', () => {
    const draft = { ...emptyDancerDraft(), affiliation: OTHER_AFFILIATION, otherAffiliation: 'X' };
    expect(dancerDetails(draft)).toHaveProperty('otherAffiliation', 'X');
  });
});
