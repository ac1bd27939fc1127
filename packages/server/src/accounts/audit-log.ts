import type { Database } from 'better-sqlite3';

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
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  record(entry: AuditRecord): void {
    this.db
      .prepare(
        `INSERT INTO audit_log (at, competition_slug, actor_user_id, actor, action, target, ip, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        this.now().toISOString(),
        entry.competitionSlug ?? null,
        entry.actorUserId ?? null,
        entry.actor,
        entry.action,
        entry.target ?? '',
        entry.ip ?? '',
        entry.detail ?? '',
      );
  }

  /** Whether the user's sign-in was refused by a limit after `since` (ISO time). */
  blockedSince(userId: string, since: string): boolean {
    const row = this.db
      .prepare(
        `SELECT 1 FROM audit_log WHERE actor_user_id = ? AND action = 'sign-in-blocked' AND at > ?
         LIMIT 1`,
      )
      .get(userId, since);
    return row !== undefined;
  }

  /**
   * What owners and admins of a competition see: its own entries, plus the
   * sign-ins, sign-outs and password events of the people who work for it.
   */
  forCompetition(slug: string, limit = 500): AuditEntry[] {
    const rows = this.db
      .prepare(
        `SELECT id, at, competition_slug, actor, action, target, ip, detail FROM audit_log
         WHERE competition_slug = ?
            OR (competition_slug IS NULL AND actor_user_id IN
                (SELECT user_id FROM memberships WHERE competition_slug = ?))
         ORDER BY id DESC LIMIT ?`,
      )
      .all(slug, slug, limit) as AuditRow[];
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
