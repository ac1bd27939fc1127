import { describe, expect, it } from 'vitest';
import { schoolChoices } from './affiliations';
import { legacyAffiliations } from './settings';

describe('the schools a form offers', () => {
  it('lists Other once, last', () => {
    expect(schoolChoices(['Other', 'B', 'A'])).toEqual(['B', 'A', 'Other']);
  });

  it('offers the dancer’s own school when it is not on the list, and Other', () => {
    expect(schoolChoices(['Harbor City University'], 'Lakeside Dance Club')).toEqual([
      'Harbor City University',
      'Lakeside Dance Club',
      'Other',
    ]);
  });

  it('keeps the list old logs replay with: the ten schools, then Independent and Other', () => {
    expect(legacyAffiliations).toEqual([
      'Harbor City University',
      'Northbridge College',
      'Lakeside State University',
      'Westfield Institute of Technology',
      'Riverside University',
      'St. Aldric College',
      'Summit Valley University',
      'Eastport University',
      'Pinecrest College',
      'Meridian University',
      'Independent',
      'Other',
    ]);
  });
});
