import type { SqlQueries } from '../sql/sql-client';
import { hashSecret, newSecret } from './secrets';

/** A reset link works once, for one hour. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Password reset tokens: single use, short-lived, stored only as hashes. */
export class PasswordResetStore {
  constructor(
    private readonly sql: SqlQueries,
    private readonly now: () => Date,
  ) {}

  async create(userId: string): Promise<string> {
    const token = newSecret();
    const now = this.now();
    await this.sql.run(
      'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      [
        hashSecret(token),
        userId,
        now.toISOString(),
        new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS).toISOString(),
      ],
    );
    return token;
  }

  /**
   * Uses up a token and returns whose it was; undefined when unknown, used
   * or expired. Marking it used in the same statement makes a second
   * simultaneous use fail.
   */
  async redeem(token: string): Promise<string | undefined> {
    const now = this.now().toISOString();
    const row = await this.sql.get<{ user_id: string }>(
      `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id`,
      [now, hashSecret(token), now],
    );
    return row?.user_id;
  }

  /** Whether a token could still be redeemed, so the page can say so before the user types. */
  async isOpen(token: string): Promise<boolean> {
    const row = await this.sql.get(
      'SELECT 1 FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      [hashSecret(token), this.now().toISOString()],
    );
    return row !== undefined;
  }
}
