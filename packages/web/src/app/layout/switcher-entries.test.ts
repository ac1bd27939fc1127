import { screensFor, type CompetitionIndexEntry } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { switcherEntries } from './switcher-entries';

function listed(slug: string): CompetitionIndexEntry {
  return {
    slug,
    fullName: slug.toUpperCase(),
    startDate: '2027-04-10',
    endDate: '2027-04-11',
    venue: '',
    archived: false,
    past: false,
    isDefault: false,
  };
}

const hosted = ['spring', 'autumn', 'winter'].map(listed);

describe('the admin switcher’s competitions (issue 25)', () => {
  it('lists, for a member, the others where they hold a role', () => {
    const member = {
      serverAdministrator: false,
      memberships: [
        { slug: 'spring', roles: ['owner' as const], screens: screensFor(['owner']) },
        { slug: 'autumn', roles: ['registrar' as const], screens: screensFor(['registrar']) },
        { slug: 'winter', roles: [], screens: [] },
      ],
    };
    expect(switcherEntries(hosted, member, 'spring')).toEqual([
      { ...listed('autumn'), roles: ['registrar'], screens: screensFor(['registrar']) },
    ]);
    expect(switcherEntries(hosted, { ...member, memberships: [] }, 'spring')).toEqual([]);
  });

  it('lists, for a server administrator, every other competition of the server', () => {
    const administrator = {
      serverAdministrator: true,
      memberships: [{ slug: 'autumn', roles: ['owner' as const], screens: screensFor(['owner']) }],
    };
    expect(switcherEntries(hosted, administrator, 'spring')).toEqual([
      { ...listed('autumn'), roles: ['owner'], screens: screensFor(['owner']) },
      { ...listed('winter'), roles: [], screens: [] },
    ]);
  });
});
