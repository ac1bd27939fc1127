import { authorize } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionStore } from '../../lib/session/session-store';

/** On the server, and while hydrating, nobody is signed in: the page is the same for everyone. */
const nobody = () => undefined;

/**
 * Whether the signed-in member may refresh every live screen of the
 * competition `slug` (it is a settings change, updateSettings). The session
 * is asked once the page is in the browser (ADR 044: the server draws the
 * same /live for everyone), so the button comes after hydration, for staff
 * only. The server decides the command all the same.
 */
export function useMayRefresh(slug: string): boolean {
  useEffect(() => {
    // A spectator offline or a server that fails: no button, nothing else changes.
    sessionStore.load().catch(() => undefined);
  }, []);
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession, nobody);
  const roles = session?.memberships.find((membership) => membership.slug === slug)?.roles ?? [];
  if (!session?.user || roles.length === 0) {
    return false;
  }
  return authorize({ kind: 'member', userId: session.user.id, roles }, 'updateSettings').allowed;
}
