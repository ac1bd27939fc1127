import { useEffect, useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { SessionInfo } from '@floorcraft/domain/api';

/** Who is signed in; undefined while the first answer is on its way. */
export function useSession(): SessionInfo | undefined {
  useEffect(() => {
    void sessionStore.load();
  }, []);
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession);
}

/** The email of a user whose session ended mid-work, while the sign-in prompt should show. */
export function useReauthEmail(): string | undefined {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getReauthEmail);
}
