import type { Database } from 'better-sqlite3';
import { hashSecret, newSecret } from './secrets';

/** A reset link works once, for one hour. */
export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

/** Password reset tokens: single use, short-lived, stored only as hashes. */
export class PasswordResetStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  create(userId: string): string {
    const token = newSecret();
    const now = this.now();
    this.db
      .prepare(
        'INSERT INTO password_resets (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(
        hashSecret(token),
        userId,
        now.toISOString(),
        new Date(now.getTime() + PASSWORD_RESET_LIFETIME_MS).toISOString(),
      );
    return token;
  }

  /**
   * Uses up a token and returns whose it was; undefined when unknown, used
   * or expired. Marking it used in the same statement makes a second
   * simultaneous use fail.
   */
  redeem(token: string): string | undefined {
    const now = this.now().toISOString();
    const row = this.db
      .prepare(
        `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
         RETURNING user_id`,
      )
      .get(now, hashSecret(token), now) as { user_id: string } | undefined;
    return row?.user_id;
  }

  /** Whether a token could still be redeemed, so the page can say so before the user types. */
  isOpen(token: string): boolean {
    const row = this.db
      .prepare(
        'SELECT 1 FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(hashSecret(token), this.now().toISOString());
    return row !== undefined;
  }
}
