import type { CompetitionIndexEntry } from '@floorcraft/domain';
import type { Membership, SessionInfo } from '@floorcraft/domain/api';

/**
 * A competition the switcher offers, with the roles the user holds there and the screens the
 * server offers them there (none, perhaps).
 */
export type SwitcherEntry = CompetitionIndexEntry & Pick<Membership, 'roles' | 'screens'>;

/**
 * The competitions the admin switcher lists besides the one worked on (issue 25): a member's
 * others where they hold a role; for a server administrator every other competition of the
 * server, in the index's order, with the roles they hold there (a competition where they hold
 * none opens on its dashboard, which says so).
 */
export function switcherEntries(
  hosted: readonly CompetitionIndexEntry[],
  session: Pick<SessionInfo, 'memberships' | 'serverAdministrator'> | undefined,
  resolved: string | undefined,
): SwitcherEntry[] {
  const membershipIn = (slug: string) =>
    session?.memberships.find((membership) => membership.slug === slug);
  return hosted.flatMap((entry) => {
    const { roles, screens } = membershipIn(entry.slug) ?? { roles: [], screens: [] };
    const offered = session?.serverAdministrator === true || roles.length > 0;
    return offered && entry.slug !== resolved ? [{ ...entry, roles, screens }] : [];
  });
}
