import type { Actor } from './actor';
import { hasServerAuthority } from './account-authority';
import type { Authorization } from './authorize';

/**
 * The server setting of who may create competitions (issue 25): server administrators
 * only, or also the accounts a server administrator named organizers.
 */
export const competitionCreatorsSettings = ['server-administrators', 'organizers'] as const;
export type CompetitionCreators = (typeof competitionCreatorsSettings)[number];

/**
 * Whether `actor` may create a competition: anyone with server authority (a server
 * administrator, the admin CLI, the API token) always; with the setting `organizers`,
 * also a signed-in account a server administrator named an organizer
 * (`namedOrganizer`). Nobody else: a role in one competition is no right to make another.
 */
export function mayCreateCompetition(
  actor: Actor,
  creators: CompetitionCreators,
  namedOrganizer: boolean,
): Authorization {
  if (hasServerAuthority(actor)) {
    return { allowed: true };
  }
  if (actor.kind !== 'member') {
    return { allowed: false, reason: 'sign in to create a competition' };
  }
  if (creators === 'organizers' && namedOrganizer) {
    return { allowed: true };
  }
  return {
    allowed: false,
    reason:
      creators === 'organizers'
        ? 'only a server administrator or an organizer they named can create a competition'
        : 'only a server administrator can create a competition',
  };
}
