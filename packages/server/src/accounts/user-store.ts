import { randomUUID } from 'node:crypto';
import { isRole, roles as allRoles, type Role } from '@floorcraft/domain';
import type { Database } from 'better-sqlite3';

export interface User {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  mustChangePassword: boolean;
  disabledAt: string | undefined;
  createdAt: string;
}

interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string;
  must_change_password: number;
  disabled_at: string | null;
  created_at: string;
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
  };
}

/** Roles in the fixed order of the domain's list, whatever order the database returns. */
function ordered(found: readonly string[]): Role[] {
  return allRoles.filter((role) => found.includes(role));
}

/** Accounts and their roles per competition. Emails compare case-insensitively. */
export class UserStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
  }

  byEmail(email: string): User | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as
      UserRow | undefined;
    return row && toUser(row);
  }

  byId(id: string): User | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
    return row && toUser(row);
  }

  list(): User[] {
    return (this.db.prepare('SELECT * FROM users ORDER BY email').all() as UserRow[]).map(toUser);
  }

  create(input: {
    email: string;
    name: string;
    passwordHash: string;
    mustChangePassword: boolean;
  }): User {
    const id = randomUUID();
    this.db
      .prepare(
        'INSERT INTO users (id, email, name, password_hash, must_change_password, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        id,
        input.email.trim(),
        input.name.trim(),
        input.passwordHash,
        input.mustChangePassword ? 1 : 0,
        this.now().toISOString(),
      );
    const user = this.byId(id);
    if (!user) {
      throw new Error(`user ${id} vanished after insert`);
    }
    return user;
  }

  setPassword(userId: string, passwordHash: string, mustChangePassword: boolean): void {
    this.db
      .prepare('UPDATE users SET password_hash = ?, must_change_password = ? WHERE id = ?')
      .run(passwordHash, mustChangePassword ? 1 : 0, userId);
  }

  setName(userId: string, name: string): void {
    this.db.prepare('UPDATE users SET name = ? WHERE id = ?').run(name.trim(), userId);
  }

  setDisabled(userId: string, disabled: boolean): void {
    this.db
      .prepare('UPDATE users SET disabled_at = ? WHERE id = ?')
      .run(disabled ? this.now().toISOString() : null, userId);
  }

  rolesIn(userId: string, slug: string): Role[] {
    const rows = this.db
      .prepare('SELECT role FROM memberships WHERE user_id = ? AND competition_slug = ?')
      .all(userId, slug) as { role: string }[];
    return ordered(rows.map((row) => row.role).filter(isRole));
  }

  /** Every competition the user works for, with their roles there. */
  memberships(userId: string): { slug: string; roles: Role[] }[] {
    const rows = this.db
      .prepare('SELECT competition_slug AS slug, role FROM memberships WHERE user_id = ?')
      .all(userId) as { slug: string; role: string }[];
    const bySlug = new Map<string, string[]>();
    for (const row of rows) {
      bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row.role]);
    }
    return [...bySlug]
      .map(([slug, found]) => ({ slug, roles: ordered(found) }))
      .sort((a, b) => a.slug.localeCompare(b.slug));
  }

  /** Everybody holding a role in the competition, by email. */
  members(slug: string): Member[] {
    const rows = this.db
      .prepare(
        `SELECT users.*, memberships.role AS role FROM memberships
         JOIN users ON users.id = memberships.user_id
         WHERE memberships.competition_slug = ? ORDER BY users.email`,
      )
      .all(slug) as (UserRow & { role: string })[];
    const byUser = new Map<string, { user: User; found: string[] }>();
    for (const row of rows) {
      const entry = byUser.get(row.id) ?? { user: toUser(row), found: [] };
      entry.found.push(row.role);
      byUser.set(row.id, entry);
    }
    return [...byUser.values()].map(({ user, found }) => ({ user, roles: ordered(found) }));
  }

  grant(userId: string, slug: string, role: Role, grantedBy: string): void {
    this.db
      .prepare(
        'INSERT OR IGNORE INTO memberships (user_id, competition_slug, role, granted_by, granted_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, slug, role, grantedBy, this.now().toISOString());
  }

  revoke(userId: string, slug: string, role?: Role): void {
    if (role === undefined) {
      this.db
        .prepare('DELETE FROM memberships WHERE user_id = ? AND competition_slug = ?')
        .run(userId, slug);
    } else {
      this.db
        .prepare('DELETE FROM memberships WHERE user_id = ? AND competition_slug = ? AND role = ?')
        .run(userId, slug, role);
    }
  }

  /**
   * How many enabled accounts own the competition, leaving out `exceptUserId` when given
   * (the one about to lose the role): the last owner may not be removed.
   */
  ownerCount(slug: string, exceptUserId = ''): number {
    const row = this.db
      .prepare(
        `SELECT COUNT(*) AS n FROM memberships JOIN users ON users.id = memberships.user_id
         WHERE competition_slug = ? AND role = 'owner' AND users.disabled_at IS NULL
           AND users.id <> ?`,
      )
      .get(slug, exceptUserId) as { n: number };
    return row.n;
  }
}
