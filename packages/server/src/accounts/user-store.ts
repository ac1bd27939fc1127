import { randomUUID } from 'node:crypto';
import { isRole, roles as allRoles, type Role } from '@floorcraft/domain';
import type { SqlQueries } from '../sql/sql-client';

export interface User {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  mustChangePassword: boolean;
  disabledAt: string | undefined;
  createdAt: string;
  /** Speaks for the server as a whole (the first account; `hasServerAuthority`). */
  serverAdministrator: boolean;
  /** Named an organizer by a server administrator: may create competitions when the server allows organizers. */
  mayCreateCompetitions: boolean;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  must_change_password: number;
  disabled_at: string | null;
  created_at: string;
  server_administrator: number;
  may_create_competitions: number;
}

export interface Member {
  user: User;
  roles: Role[];
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    passwordHash: row.password_hash,
    mustChangePassword: row.must_change_password === 1,
    disabledAt: row.disabled_at ?? undefined,
    createdAt: row.created_at,
    serverAdministrator: Number(row.server_administrator) === 1,
    mayCreateCompetitions: Number(row.may_create_competitions) === 1,
  };
}

/** Roles in the fixed order of the domain's list, whatever order the database returns. */
function ordered(found: readonly string[]): Role[] {
  return allRoles.filter((role) => found.includes(role));
}

/** Accounts and their roles per competition. Emails compare case-insensitively. */
export class UserStore {
  constructor(
    private readonly sql: SqlQueries,
    private readonly now: () => Date,
  ) {}

  async count(): Promise<number> {
    const row = await this.sql.get<{ n: number }>('SELECT COUNT(*) AS n FROM users');
    return Number(row?.n ?? 0);
  }

  // lower() on both sides: SQLite's column is COLLATE NOCASE, PostgreSQL's text is not.
  async byEmail(email: string): Promise<User | undefined> {
    const row = await this.sql.get<UserRow>('SELECT * FROM users WHERE lower(email) = lower(?)', [
      email.trim(),
    ]);
    return row && toUser(row);
  }

  async byId(id: string): Promise<User | undefined> {
    const row = await this.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
    return row && toUser(row);
  }

  async list(): Promise<User[]> {
    return (await this.sql.all<UserRow>('SELECT * FROM users ORDER BY email')).map(toUser);
  }

  async create(input: {
    email: string;
    name: string;
    passwordHash: string;
    mustChangePassword: boolean;
    /** The server's first account administers it (issue 25). */
    serverAdministrator?: boolean;
  }): Promise<User> {
    const id = randomUUID();
    await this.sql.run(
      'INSERT INTO users (id, email, name, password_hash, must_change_password, created_at, server_administrator) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        input.email.trim(),
        input.name.trim(),
        input.passwordHash,
        input.mustChangePassword ? 1 : 0,
        this.now().toISOString(),
        input.serverAdministrator === true ? 1 : 0,
      ],
    );
    const user = await this.byId(id);
    if (!user) {
      throw new Error(`user ${id} vanished after insert`);
    }
    return user;
  }

  async setPassword(userId: string, passwordHash: string, mustChangePassword: boolean) {
    await this.sql.run(
      'UPDATE users SET password_hash = ?, must_change_password = ? WHERE id = ?',
      [passwordHash, mustChangePassword ? 1 : 0, userId],
    );
  }

  async setName(userId: string, name: string): Promise<void> {
    await this.sql.run('UPDATE users SET name = ? WHERE id = ?', [name.trim(), userId]);
  }

  /** Names the account an organizer who may create competitions, or takes that back. */
  async setMayCreateCompetitions(userId: string, allowed: boolean): Promise<void> {
    await this.sql.run('UPDATE users SET may_create_competitions = ? WHERE id = ?', [
      allowed ? 1 : 0,
      userId,
    ]);
  }

  /**
   * Whether anybody owns `slug`: a new competition's creator is made its owner only
   * while nobody is, so two creators racing for one address never share it.
   */
  async hasOwner(slug: string): Promise<boolean> {
    const row = await this.sql.get<{ n: number }>(
      "SELECT COUNT(*) AS n FROM memberships WHERE competition_slug = ? AND role = 'owner'",
      [slug],
    );
    return Number(row?.n ?? 0) > 0;
  }

  async setDisabled(userId: string, disabled: boolean): Promise<void> {
    await this.sql.run('UPDATE users SET disabled_at = ? WHERE id = ?', [
      disabled ? this.now().toISOString() : null,
      userId,
    ]);
  }

  async rolesIn(userId: string, slug: string): Promise<Role[]> {
    const rows = await this.sql.all<{ role: string }>(
      'SELECT role FROM memberships WHERE user_id = ? AND competition_slug = ?',
      [userId, slug],
    );
    return ordered(rows.map((row) => row.role).filter(isRole));
  }

  /** Every competition the user works for, with their roles there. */
  async memberships(userId: string): Promise<{ slug: string; roles: Role[] }[]> {
    const rows = await this.sql.all<{ slug: string; role: string }>(
      'SELECT competition_slug AS slug, role FROM memberships WHERE user_id = ?',
      [userId],
    );
    const bySlug = new Map<string, string[]>();
    for (const row of rows) {
      bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row.role]);
    }
    return [...bySlug]
      .map(([slug, found]) => ({ slug, roles: ordered(found) }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
  }

  /** Everybody holding a role in the competition, by email. */
  async members(slug: string): Promise<Member[]> {
    const rows = await this.sql.all<UserRow & { role: string }>(
      `SELECT users.*, memberships.role AS role FROM memberships
       JOIN users ON users.id = memberships.user_id
       WHERE memberships.competition_slug = ? ORDER BY users.email`,
      [slug],
    );
    const byUser = new Map<string, { user: User; found: string[] }>();
    for (const row of rows) {
      const entry = byUser.get(row.id) ?? { user: toUser(row), found: [] };
      entry.found.push(row.role);
      byUser.set(row.id, entry);
    }
    return [...byUser.values()].map(({ user, found }) => ({ user, roles: ordered(found) }));
  }

  async grant(userId: string, slug: string, role: Role, grantedBy: string): Promise<void> {
    await this.sql.run(
      `INSERT INTO memberships (user_id, competition_slug, role, granted_by, granted_at)
       VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      [userId, slug, role, grantedBy, this.now().toISOString()],
    );
  }

  async revoke(userId: string, slug: string, role?: Role): Promise<void> {
    if (role === undefined) {
      await this.sql.run('DELETE FROM memberships WHERE user_id = ? AND competition_slug = ?', [
        userId,
        slug,
      ]);
    } else {
      await this.sql.run(
        'DELETE FROM memberships WHERE user_id = ? AND competition_slug = ? AND role = ?',
        [userId, slug, role],
      );
    }
  }

  /**
   * How many enabled accounts own the competition, leaving out `exceptUserId` when given
   * (the one about to lose the role): the last owner may not be removed.
   */
  async ownerCount(slug: string, exceptUserId = ''): Promise<number> {
    const row = await this.sql.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM memberships JOIN users ON users.id = memberships.user_id
       WHERE competition_slug = ? AND role = 'owner' AND users.disabled_at IS NULL
         AND users.id <> ?`,
      [slug, exceptUserId],
    );
    // PostgreSQL's COUNT is a BIGINT; Number() whatever the driver's parsing.
    return Number(row?.n ?? 0);
  }
}
