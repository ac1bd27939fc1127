import type { Role } from '@floorcraft/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionStore } from '../../lib/session/session-store';

/** On the server, and while hydrating, nobody is signed in: the page is the same for everyone. */
const nobody = () => undefined;

/** A member of the competition signed in, with their roles in it. */
export interface SignedInMember {
  userId: string;
  roles: Role[];
}

/**
 * The signed-in member of the competition `slug`, if any. The session is
 * asked once the page is in the browser (ADR 044: the server draws the same
 * /live for everyone), so what staff see comes after hydration, for them
 * only. Whether they may act is the staff's own chunk's to decide
 * (`authorize` weighs every command: it stays out of the spectators' script).
 */
export function useSignedInMember(slug: string): SignedInMember | undefined {
  useEffect(() => {
    // A spectator offline or a server that fails: nothing changes.
    sessionStore.load().catch(() => undefined);
  }, []);
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession, nobody);
  const roles = session?.memberships.find((membership) => membership.slug === slug)?.roles ?? [];
  return session?.user && roles.length > 0 ? { userId: session.user.id, roles } : undefined;
}
