/** Spec §9: a competitor code is 7 characters from A–Z and 0–9. */
export const COMPETITOR_CODE = /^[A-Z0-9]{7}$/;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Whether `code` is a well-formed competitor code. */
export function isCompetitorCode(code: string): boolean {
  return COMPETITOR_CODE.test(code);
}

/**
 * A code derived from a record key (FNV-1a over the key, seven base-36
 * digits): deterministic, for tests and the pure demo when the server's
 * CSPRNG (`DecideContext.newCode`) is absent. Predictable, so never for a
 * real competition.
 */
export function codeFromKey(key: string): string {
  let hash = 0x811c9dc5;
  let code = '';
  for (let round = 0; code.length < 7; round++) {
    for (const char of `${key}:${round}`) {
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    }
    code += ALPHABET[hash % ALPHABET.length];
  }
  return code;
}

/** How many fresh codes to try before giving up on a competition that has run out of luck. */
export const CODE_ATTEMPTS = 20;

/**
 * A code no other dancer of the competition holds (spec §9: unique in the
 * competition): asks `next` again on a clash, and gives up after
 * `CODE_ATTEMPTS` or on a malformed code, answering why.
 */
export function uniqueCode(
  next: () => string,
  taken: ReadonlySet<string>,
): string | { error: string } {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = next();
    if (!isCompetitorCode(code)) {
      return { error: `a competitor code must be 7 characters A–Z and 0–9, not "${code}"` };
    }
    if (!taken.has(code)) {
      return code;
    }
  }
  return { error: `no unused competitor code after ${CODE_ATTEMPTS} tries; please try again` };
}
