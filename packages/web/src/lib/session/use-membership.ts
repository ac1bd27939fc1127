import type { Membership } from '@floorcraft/domain/api';
import { useResolvedSlug } from '../realtime/use-competition';
import { useSession } from './use-session';

const NONE: Membership = { slug: '', roles: [], screens: [] };

/**
 * The signed-in person's membership in the route's competition: their roles there and the
 * screens the server offers them (no roles and no screens when they have none, or while the
 * session is loading). The app shows those screens and no others; it keeps no role lists.
 */
export function useMembership(): Membership {
  const session = useSession();
  const slug = useResolvedSlug();
  return session?.memberships.find((membership) => membership.slug === slug) ?? NONE;
}
