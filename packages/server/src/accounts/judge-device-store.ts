import { randomUUID } from 'node:crypto';
import type { SqlQueries } from '../sql/sql-client';
import { hashSecret, newSecret, newTabletCode, normalizeShortCode } from './secrets';

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
    private readonly sql: SqlQueries,
    private readonly now: () => Date,
  ) {}

  async create(
    slug: string,
    judgeId: string,
    createdBy: string,
  ): Promise<{ device: JudgeDevice; code: string }> {
    const id = randomUUID();
    const code = newTabletCode();
    const now = this.now();
    await this.sql.run(
      `INSERT INTO judge_devices (id, competition_slug, judge_id, code_hash, code_expires_at, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        slug,
        judgeId,
        hashSecret(code),
        new Date(now.getTime() + DEVICE_CODE_LIFETIME_MS).toISOString(),
        createdBy,
        now.toISOString(),
      ],
    );
    return { device: await this.mustGet(id), code };
  }

  /**
   * Binds the browser presenting `typedCode` and returns its device token,
   * or undefined when the code is unknown, used, expired or revoked.
   */
  async bind(
    typedCode: string,
    ip: string,
  ): Promise<{ device: JudgeDevice; token: string } | undefined> {
    const token = newSecret();
    const now = this.now().toISOString();
    const row = await this.sql.get<JudgeDeviceRow>(
      `UPDATE judge_devices SET device_token_hash = ?, bound_at = ?, bound_ip = ?
       WHERE code_hash = ? AND bound_at IS NULL AND revoked_at IS NULL AND code_expires_at > ?
       RETURNING *`,
      [hashSecret(token), now, ip, hashSecret(normalizeShortCode(typedCode)), now],
    );
    return row && { device: toDevice(row), token };
  }

  /** The live binding for a device cookie's token. */
  async resume(token: string): Promise<JudgeDevice | undefined> {
    const row = await this.sql.get<JudgeDeviceRow>(
      'SELECT * FROM judge_devices WHERE device_token_hash = ? AND revoked_at IS NULL',
      [hashSecret(token)],
    );
    return row && toDevice(row);
  }

  async revoke(slug: string, id: string): Promise<JudgeDevice | undefined> {
    const row = await this.sql.get<JudgeDeviceRow>(
      `UPDATE judge_devices SET revoked_at = ? WHERE id = ? AND competition_slug = ? AND revoked_at IS NULL
       RETURNING *`,
      [this.now().toISOString(), id, slug],
    );
    return row && toDevice(row);
  }

  async list(slug: string): Promise<JudgeDevice[]> {
    const rows = await this.sql.all<JudgeDeviceRow>(
      'SELECT * FROM judge_devices WHERE competition_slug = ? ORDER BY created_at DESC',
      [slug],
    );
    return rows.map(toDevice);
  }

  private async mustGet(id: string): Promise<JudgeDevice> {
    const row = await this.sql.get<JudgeDeviceRow>('SELECT * FROM judge_devices WHERE id = ?', [
      id,
    ]);
    if (!row) {
      throw new Error(`judge device ${id} vanished`);
    }
    return toDevice(row);
  }
}
