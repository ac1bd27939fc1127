import { api, handleSignedOutWith } from '../api/api-client';
import type { SessionInfo } from '@floorcraft/domain/api';

interface ReauthRequest {
  email: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The tab's knowledge of who is signed in. Loaded once, then kept current by
 * sign-in, sign-out and the server's 401 answers. When a session ends while
 * the user works, `reauth` holds the request to sign in again; the modal in
 * the layout shows it and the waiting API calls retry after.
 */
export class SessionStore {
  private session: SessionInfo | undefined;
  private loading: Promise<SessionInfo> | undefined;
  private pendingReauth: ReauthRequest[] = [];
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSession = (): SessionInfo | undefined => this.session;

  /** The email of a user who must sign in again, while the modal should be open. */
  getReauthEmail = (): string | undefined => this.pendingReauth[0]?.email;

  /** The session, fetched once per tab (or again after `refresh`). */
  load(): Promise<SessionInfo> {
    this.loading ??= api<SessionInfo>('GET', '/api/auth/session').then((session) => {
      this.set(session);
      return session;
    });
    return this.loading;
  }

  refresh(): Promise<SessionInfo> {
    this.loading = undefined;
    return this.load();
  }

  set(session: SessionInfo): void {
    this.session = session;
    this.loading = Promise.resolve(session);
    if (session.user && !session.user.mustChangePassword) {
      for (const request of this.pendingReauth.splice(0)) {
        request.resolve();
      }
    }
    this.emit();
  }

  async signIn(email: string, password: string): Promise<SessionInfo> {
    const session = await api<SessionInfo>('POST', '/api/auth/sign-in', { email, password });
    this.set(session);
    return session;
  }

  async signOut(): Promise<void> {
    await api('POST', '/api/auth/sign-out');
    this.rejectReauth();
    await this.refresh();
  }

  /** The server said the session is over: ask to sign in again, or give up if nobody was signed in. */
  requestReauth = (): Promise<void> => {
    const email = this.session?.user?.email;
    if (email === undefined) {
      return Promise.reject(new Error('sign in to continue'));
    }
    return new Promise<void>((resolve, reject) => {
      this.pendingReauth.push({ email, resolve, reject });
      this.emit();
    });
  };

  /** The user closed the sign-in prompt: the waiting requests fail, and the page shows why. */
  rejectReauth(): void {
    for (const request of this.pendingReauth.splice(0)) {
      request.reject(new Error('you are signed out: sign in again to save your changes'));
    }
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) {
      listener();
    }
  }
}

export const sessionStore = new SessionStore();
handleSignedOutWith(sessionStore.requestReauth);
