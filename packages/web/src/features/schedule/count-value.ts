/** The most heats or recalls a round may have (the domain's command limit). */
export const MAX_COUNT = 500;

export type CountValue = { ok: true; value: number } | { ok: false; error: string };

/**
 * Reads a heat count or recall size typed into the schedule: a whole number
 * from 0 to 500 (the domain turns 0 into 1, spec §5). The error is short:
 * it shows in a narrow cell, under the input it describes.
 */
export function parseCount(text: string): CountValue {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_COUNT) {
    return { ok: false, error: `Whole number, 0–${MAX_COUNT}` };
  }
  return { ok: true, value: Number(trimmed) };
}
