import { api } from './api-client';

/** A competition the creator may copy (they own it). */
export interface CopyableCompetition {
  slug: string;
  fullName: string;
  /** Its IANA time zone (UTC when its owner never set one): a copy starts on it. */
  timeZone: string;
  /** Its fee schedule's currency; none without a fee schedule. */
  currency?: string | undefined;
}

/** Whether no competition has the web address `slug` yet (GET /api/competitions/slug-available). */
export async function slugAvailable(slug: string): Promise<boolean> {
  const answer = await api<{ available: boolean }>(
    'GET',
    `/api/competitions/slug-available?slug=${encodeURIComponent(slug)}`,
  );
  return answer.available;
}

/**
 * Creates a competition (POST /api/competitions): all or nothing, the creator its owner.
 * Answers the new competition's slug; refused with the field named (400, 409 for a taken slug).
 */
export async function createCompetition(body: Record<string, unknown>): Promise<string> {
  return (await api<{ competition: string }>('POST', '/api/competitions', body)).competition;
}
