import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { hashSecret, newSecret, newShortCode, normalizeShortCode } from './secrets';

export interface JudgeDevice {
  id: string;
  competitionSlug: string;
  judgeId: string;
  codeExpiresAt: string;
  createdBy: string;
  createdAt: string;
  boundAt: string | undefined;
  revokedAt: string | undefined;
}

interface JudgeDeviceRow {
  id: string;
  competition_slug: string;
  judge_id: string;
  code_expires_at: string;
  created_by: string;
  created_at: string;
  bound_at: string | null;
  revoked_at: string | null;
}

/** A device link must be opened within a day; a bound tablet stays bound until revoked. */
export const DEVICE_CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

function toDevice(row: JudgeDeviceRow): JudgeDevice {
  return {
    id: row.id,
    competitionSlug: row.competition_slug,
    judgeId: row.judge_id,
    codeExpiresAt: row.code_expires_at,
    createdBy: row.created_by,
    createdAt: row.created_at,
    boundAt: row.bound_at ?? undefined,
    revokedAt: row.revoked_at ?? undefined,
  };
}

/**
 * Judge device links. A link carries a short code (in its URL and QR code,
 * or typed); the first browser to present it is bound to the judge and gets
 * its own long device token. Revoking the link ends that binding at once.
 */
export class JudgeDeviceStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  create(slug: string, judgeId: string, createdBy: string): { device: JudgeDevice; code: string } {
    const id = randomUUID();
    const code = newShortCode();
    const now = this.now();
    this.db
      .prepare(
        `INSERT INTO judge_devices (id, competition_slug, judge_id, code_hash, code_expires_at, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        slug,
        judgeId,
        hashSecret(code),
        new Date(now.getTime() + DEVICE_CODE_LIFETIME_MS).toISOString(),
        createdBy,
        now.toISOString(),
      );
    return { device: this.mustGet(id), code };
  }

  /**
   * Binds the browser presenting `typedCode` and returns its device token,
   * or undefined when the code is unknown, used, expired or revoked.
   */
  bind(typedCode: string, ip: string): { device: JudgeDevice; token: string } | undefined {
    const token = newSecret();
    const now = this.now().toISOString();
    const row = this.db
      .prepare(
        `UPDATE judge_devices SET device_token_hash = ?, bound_at = ?, bound_ip = ?
         WHERE code_hash = ? AND bound_at IS NULL AND revoked_at IS NULL AND code_expires_at > ?
         RETURNING id`,
      )
      .get(hashSecret(token), now, ip, hashSecret(normalizeShortCode(typedCode)), now) as
      { id: string } | undefined;
    return row && { device: this.mustGet(row.id), token };
  }

  /** The live binding for a device cookie's token. */
  resume(token: string): JudgeDevice | undefined {
    const row = this.db
      .prepare('SELECT * FROM judge_devices WHERE device_token_hash = ? AND revoked_at IS NULL')
      .get(hashSecret(token)) as JudgeDeviceRow | undefined;
    return row && toDevice(row);
  }

  revoke(slug: string, id: string): JudgeDevice | undefined {
    const result = this.db
      .prepare(
        'UPDATE judge_devices SET revoked_at = ? WHERE id = ? AND competition_slug = ? AND revoked_at IS NULL',
      )
      .run(this.now().toISOString(), id, slug);
    return result.changes === 1 ? this.mustGet(id) : undefined;
  }

  list(slug: string): JudgeDevice[] {
    const rows = this.db
      .prepare('SELECT * FROM judge_devices WHERE competition_slug = ? ORDER BY created_at DESC')
      .all(slug) as JudgeDeviceRow[];
    return rows.map(toDevice);
  }

  private mustGet(id: string): JudgeDevice {
    const row = this.db.prepare('SELECT * FROM judge_devices WHERE id = ?').get(id) as
      JudgeDeviceRow | undefined;
    if (!row) {
      throw new Error(`judge device ${id} vanished`);
    }
    return toDevice(row);
  }
}
