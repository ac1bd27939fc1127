import type { SqlQueries } from '../sql/sql-client';

/** What the audit log records: security-relevant account events. */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-blocked'
  | 'sign-in-locked'
  | 'sign-in-unlocked'
  | 'sign-out'
  | 'password-changed'
  | 'password-reset-requested'
  | 'password-reset'
  | 'user-created'
  | 'competition-created'
  | 'organizer-named'
  | 'invitation-sent'
  | 'invitation-withdrawn'
  | 'invitation-accepted'
  | 'roles-changed'
  | 'member-revoked'
  | 'user-disabled'
  | 'user-enabled'
  | 'sessions-ended'
  | 'device-link-created'
  | 'device-bound'
  | 'device-bind-failed'
  | 'device-revoked'
  | 'photo-uploaded';

export interface AuditEntry {
  id: number;
  /** UTC, ISO 8601. */
  at: string;
  competitionSlug: string | undefined;
  /** Who: an email, `system:cli`, `judge-device:…` or, for failed sign-ins, the email tried. */
  actor: string;
  action: AuditAction;
  target: string;
  /** From where: the client's IP address. */
  ip: string;
  detail: string;
}

interface AuditRow {
  id: number;
  at: string;
  competition_slug: string | null;
  actor: string;
  action: AuditAction;
  target: string;
  ip: string;
  detail: string;
}

export interface AuditRecord {
  competitionSlug?: string;
  actorUserId?: string;
  actor: string;
  action: AuditAction;
  target?: string;
  ip?: string;
  detail?: string;
}

/** Append-only record of who did what to accounts, when (UTC) and from where. */
export class AuditLog {
  constructor(
    private readonly sql: SqlQueries,
    private readonly now: () => Date,
  ) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.sql.run(
      `INSERT INTO audit_log (at, competition_slug, actor_user_id, actor, action, target, ip, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        this.now().toISOString(),
        entry.competitionSlug ?? null,
        entry.actorUserId ?? null,
        entry.actor,
        entry.action,
        entry.target ?? '',
        entry.ip ?? '',
        entry.detail ?? '',
      ],
    );
  }

  /** Whether the user's sign-in was refused by a limit after `since` (ISO time). */
  async blockedSince(userId: string, since: string): Promise<boolean> {
    const row = await this.sql.get(
      `SELECT 1 FROM audit_log WHERE actor_user_id = ? AND action = 'sign-in-blocked' AND at > ?
       LIMIT 1`,
      [userId, since],
    );
    return row !== undefined;
  }

  /**
   * What owners and admins of a competition see: its own entries, plus the
   * sign-ins, sign-outs and password events of the people who work for it.
   */
  async forCompetition(slug: string, limit = 500): Promise<AuditEntry[]> {
    const rows = await this.sql.all<AuditRow>(
      `SELECT id, at, competition_slug, actor, action, target, ip, detail FROM audit_log
       WHERE competition_slug = ?
          OR (competition_slug IS NULL AND actor_user_id IN
              (SELECT user_id FROM memberships WHERE competition_slug = ?))
       ORDER BY id DESC LIMIT ?`,
      [slug, slug, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      at: row.at,
      competitionSlug: row.competition_slug ?? undefined,
      actor: row.actor,
      action: row.action,
      target: row.target,
      ip: row.ip,
      detail: row.detail,
    }));
  }
}
