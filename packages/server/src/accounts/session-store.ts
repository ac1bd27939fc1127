import type { Database } from 'better-sqlite3';
import { hashSecret, newSecret } from './secrets';

export interface SessionLimits {
  /** A session unused for this long is over. */
  idleMs: number;
  /** A session is over this long after sign-in, however active. */
  absoluteMs: number;
}

export interface Session {
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
}

interface SessionRow {
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
}

/** Sliding: last use is recorded at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Server-side sessions. The cookie holds a random token; the table holds its
 * hash, so ending a session (sign-out, disable, expiry) takes effect on the
 * very next request from any tab or device.
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly limits: SessionLimits,
  ) {}

  /** Starts a session and returns the token for the cookie (a new one at every sign-in). */
  start(userId: string, ip: string, userAgent: string): string {
    const token = newSecret();
    const at = this.now().toISOString();
    this.db
      .prepare(
        'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(hashSecret(token), userId, at, at, ip, userAgent.slice(0, 300));
    return token;
  }

  /** The live session for a cookie token, extended by this use; undefined when over or unknown. */
  resume(token: string): Session | undefined {
    const tokenHash = hashSecret(token);
    const row = this.db.prepare('SELECT * FROM sessions WHERE token_hash = ?').get(tokenHash) as
      SessionRow | undefined;
    if (!row) {
      return undefined;
    }
    const now = this.now().getTime();
    const idleFor = now - Date.parse(row.last_seen_at);
    const age = now - Date.parse(row.created_at);
    if (idleFor > this.limits.idleMs || age > this.limits.absoluteMs) {
      this.end(token);
      return undefined;
    }
    let lastSeenAt = row.last_seen_at;
    if (idleFor > TOUCH_EVERY_MS) {
      lastSeenAt = new Date(now).toISOString();
      this.db
        .prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?')
        .run(lastSeenAt, tokenHash);
    }
    return { tokenHash, userId: row.user_id, createdAt: row.created_at, lastSeenAt };
  }

  end(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashSecret(token));
  }

  /** Ends every session of a user (disable, password change or reset); returns their hashes. */
  endAllFor(userId: string): string[] {
    const rows = this.db
      .prepare('DELETE FROM sessions WHERE user_id = ? RETURNING token_hash')
      .all(userId) as { token_hash: string }[];
    return rows.map((row) => row.token_hash);
  }
}
