import { randomUUID } from 'node:crypto';
import { isRole, type Role } from '@floorcraft/domain';
import type { SqlQueries } from '../sql/sql-client';
import { hashSecret, newSecret } from './secrets';

export interface Invitation {
  id: string;
  email: string;
  competitionSlug: string;
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | undefined;
}

interface InvitationRow {
  id: string;
  email: string;
  competition_slug: string;
  role: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

/** An invitation link works for a week: long enough to reach a volunteer, short enough to forget. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

function toInvitation(row: InvitationRow): Invitation {
  if (!isRole(row.role)) {
    throw new Error(`invitation ${row.id} has unknown role "${row.role}"`);
  }
  return {
    id: row.id,
    email: row.email,
    competitionSlug: row.competition_slug,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    acceptedAt: row.accepted_at ?? undefined,
  };
}

/** Invitations to a role in a competition, each redeemable once through its mailed link. */
export class InvitationStore {
  constructor(
    private readonly sql: SqlQueries,
    private readonly now: () => Date,
  ) {}

  /** Creates an invitation and returns it with the token that goes in the link. */
  async create(input: {
    email: string;
    competitionSlug: string;
    role: Role;
    invitedBy: string;
  }): Promise<{ invitation: Invitation; token: string }> {
    const token = newSecret();
    const id = randomUUID();
    const now = this.now();
    const row = await this.sql.get<InvitationRow>(
      `INSERT INTO invitations (id, token_hash, email, competition_slug, role, invited_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      [
        id,
        hashSecret(token),
        input.email.trim(),
        input.competitionSlug,
        input.role,
        input.invitedBy,
        now.toISOString(),
        new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
      ],
    );
    if (!row) {
      throw new Error(`invitation ${id} vanished after insert`);
    }
    return { invitation: toInvitation(row), token };
  }

  /** The open invitation for a link's token; undefined when unknown, used or expired. */
  async open(token: string): Promise<Invitation | undefined> {
    const row = await this.sql.get<InvitationRow>(
      'SELECT * FROM invitations WHERE token_hash = ?',
      [hashSecret(token)],
    );
    if (!row || row.accepted_at !== null || Date.parse(row.expires_at) < this.now().getTime()) {
      return undefined;
    }
    return toInvitation(row);
  }

  /** Marks an invitation used; false when another request used it first. */
  async accept(id: string): Promise<boolean> {
    const result = await this.sql.run(
      'UPDATE invitations SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL',
      [this.now().toISOString(), id],
    );
    return result.changes === 1;
  }

  /** Invitations of a competition not yet accepted and not expired, newest first. */
  async pending(slug: string): Promise<Invitation[]> {
    const rows = await this.sql.all<InvitationRow>(
      `SELECT * FROM invitations WHERE competition_slug = ? AND accepted_at IS NULL AND expires_at > ?
       ORDER BY created_at DESC`,
      [slug, this.now().toISOString()],
    );
    return rows.map(toInvitation);
  }

  /** Withdraws a pending invitation by making it expire now. */
  async withdraw(slug: string, id: string): Promise<boolean> {
    const result = await this.sql.run(
      'UPDATE invitations SET expires_at = ? WHERE id = ? AND competition_slug = ? AND accepted_at IS NULL',
      [this.now().toISOString(), id, slug],
    );
    return result.changes === 1;
  }
}
