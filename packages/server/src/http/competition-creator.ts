import {
  mayCreateCompetition,
  type Authorization,
  type CompetitionCreators,
} from '@floorcraft/domain';
import type { User } from '../accounts/user-store';

/**
 * Whether a signed-in account may create competitions under the server's setting:
 * the domain's rule (`mayCreateCompetition`) on what the account store says of it. Like
 * every right, it waits until a one-time password has been replaced.
 */
export function accountMayCreate(user: User, creators: CompetitionCreators): Authorization {
  if (user.mustChangePassword) {
    return { allowed: false, reason: 'choose a new password before you continue' };
  }
  return mayCreateCompetition(
    {
      kind: 'member',
      userId: user.id,
      roles: [],
      serverAdministrator: user.serverAdministrator,
    },
    creators,
    user.mayCreateCompetitions,
  );
}
