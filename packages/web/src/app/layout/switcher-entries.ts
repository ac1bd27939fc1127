import type { CompetitionIndexEntry, Role } from '@floorcraft/domain';
import type { SessionInfo } from '../../lib/session/session-types';

/** A competition the switcher offers, with the roles the user holds there (none, perhaps). */
export type SwitcherEntry = CompetitionIndexEntry & { roles: Role[] };

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
  const rolesIn = (slug: string) =>
    session?.memberships.find((membership) => membership.slug === slug)?.roles ?? [];
  return hosted.flatMap((entry) => {
    const roles = rolesIn(entry.slug);
    const offered = session?.serverAdministrator === true || roles.length > 0;
    return offered && entry.slug !== resolved ? [{ ...entry, roles }] : [];
  });
}
