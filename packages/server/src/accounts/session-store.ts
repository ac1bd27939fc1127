import type { SqlQueries } from '../sql/sql-client';
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
    private readonly sql: SqlQueries,
    private readonly now: () => Date,
    private readonly limits: SessionLimits,
  ) {}

  /** Starts a session and returns the token for the cookie (a new one at every sign-in). */
  async start(userId: string, ip: string, userAgent: string): Promise<string> {
    const token = newSecret();
    const at = this.now().toISOString();
    await this.sql.run(
      'INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)',
      [hashSecret(token), userId, at, at, ip, userAgent.slice(0, 300)],
    );
    return token;
  }

  /** The live session for a cookie token, extended by this use; undefined when over or unknown. */
  async resume(token: string): Promise<Session | undefined> {
    const tokenHash = hashSecret(token);
    const row = await this.sql.get<SessionRow>('SELECT * FROM sessions WHERE token_hash = ?', [
      tokenHash,
    ]);
    if (!row) {
      return undefined;
    }
    const now = this.now().getTime();
    const idleFor = now - Date.parse(row.last_seen_at);
    const age = now - Date.parse(row.created_at);
    if (idleFor > this.limits.idleMs || age > this.limits.absoluteMs) {
      await this.end(token);
      return undefined;
    }
    let lastSeenAt = row.last_seen_at;
    if (idleFor > TOUCH_EVERY_MS) {
      lastSeenAt = new Date(now).toISOString();
      await this.sql.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?', [
        lastSeenAt,
        tokenHash,
      ]);
    }
    return { tokenHash, userId: row.user_id, createdAt: row.created_at, lastSeenAt };
  }

  async end(token: string): Promise<void> {
    await this.sql.run('DELETE FROM sessions WHERE token_hash = ?', [hashSecret(token)]);
  }

  /** Ends every session of a user (disable, password change or reset); returns their hashes. */
  async endAllFor(userId: string): Promise<string[]> {
    const rows = await this.sql.all<{ token_hash: string }>(
      'DELETE FROM sessions WHERE user_id = ? RETURNING token_hash',
      [userId],
    );
    return rows.map((row) => row.token_hash);
  }
}
