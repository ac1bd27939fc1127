import { authorize } from '@floorcraft/domain';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useSession } from '../../lib/session/use-session';

/**
 * Whether the signed-in member may refresh every live screen (it is a
 * settings change, updateSettings). Spectators are never asked; the server
 * decides the command all the same.
 */
export function useMayRefresh(): boolean {
  const session = useSession();
  const slug = useResolvedSlug();
  const roles = session?.memberships.find((membership) => membership.slug === slug)?.roles ?? [];
  if (!session?.user || roles.length === 0) {
    return false;
  }
  return authorize({ kind: 'member', userId: session.user.id, roles }, 'updateSettings').allowed;
}
