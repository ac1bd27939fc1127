import { authorize, type Action } from '@floorcraft/domain';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useSession } from '../../lib/session/use-session';

/**
 * Whether the signed-in member's roles here allow an action, so the
 * scrutineer's screen offers only what would not be refused. The server
 * decides every command.
 */
export function useAllowed(): (action: Action) => boolean {
  const session = useSession();
  const slug = useResolvedSlug();
  const roles = session?.memberships.find((membership) => membership.slug === slug)?.roles ?? [];
  const userId = session?.user?.id ?? '';
  return (action) => authorize({ kind: 'member', userId, roles }, action).allowed;
}
