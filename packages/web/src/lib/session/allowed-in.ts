import { authorize, type Action } from '@floorcraft/domain';
import type { SessionInfo } from './session-types';

/**
 * Whether a session's roles in one competition allow an action: what a
 * screen offers (`useAllowed`) and which views a route's loader starts
 * (`warmViewsLoader`) come from the same rule. The server still decides.
 */
export function allowedIn(
  session: SessionInfo | undefined,
  slug: string | undefined,
): (action: Action) => boolean {
  const roles = session?.memberships.find((membership) => membership.slug === slug)?.roles ?? [];
  const userId = session?.user?.id ?? '';
  return (action) => authorize({ kind: 'member', userId, roles }, action).allowed;
}
