import { authorize, type Action } from '@floorcraft/domain';
import { useResolvedSlug } from '../realtime/use-competition';
import { useSession } from './use-session';

/**
 * Whether the signed-in member's roles in the route's competition allow an
 * action, so a screen offers only what would be accepted (the schedule is
 * read-only for an MC, the chairman's screen has no Post for a chairman).
 * The server still decides every command.
 */
export function useAllowed(): (action: Action) => boolean {
  const session = useSession();
  const slug = useResolvedSlug();
  const roles = session?.memberships.find((membership) => membership.slug === slug)?.roles ?? [];
  const userId = session?.user?.id ?? '';
  return (action) => authorize({ kind: 'member', userId, roles }, action).allowed;
}
