/** The most heats or recalls a round may have (the domain's command limit). */
export const MAX_COUNT = 500;

export type CountValue = { ok: true; value: number } | { ok: false; error: string };

/**
 * Reads a heat count or recall size typed into the schedule: a whole number
 * from 0 to 500 (the domain turns 0 into 1, spec §5).
 */
export function parseCount(text: string, what: string): CountValue {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_COUNT) {
    return { ok: false, error: `${what} must be a whole number from 0 to ${MAX_COUNT}` };
  }
  return { ok: true, value: Number(trimmed) };
}
