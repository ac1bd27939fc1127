/**
 * Letters and digits that cannot be mistaken for each other when read off a
 * phone or paper: no 0/O, no 1/I/L (31 characters).
 */
export const COMPETITOR_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Characters in a new code: 31⁸ ≈ 8.5 × 10¹¹ codes, more than the 36⁷ of the codes before. */
export const COMPETITOR_CODE_LENGTH = 8;

/** A competitor code as made now: 8 characters of the alphabet above, stored without a dash. */
export const COMPETITOR_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/** A code as made before (spec §9 then: 7 characters of A–Z and 0–9); those mailed keep working. */
export const EARLIER_COMPETITOR_CODE = /^[A-Z0-9]{7}$/;

/** Whether `code` is a well-formed new competitor code (no look-alike characters). */
export function isCompetitorCode(code: string): boolean {
  return COMPETITOR_CODE.test(code);
}

/**
 * A typed code as stored: upper case, without the spaces and dashes a person
 * adds or a mail's grouping shows (ABCD-EFGH, "abcd efgh"), including the
 * dashes a phone's keyboard turns a hyphen into.
 */
export function compactCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s\-\u2010-\u2015\u2212]/g, '');
}

/** Whether a typed code could be a competitor code, new or mailed before (for a form's check). */
export function looksLikeCompetitorCode(typed: string): boolean {
  const compact = compactCode(typed);
  return COMPETITOR_CODE.test(compact) || EARLIER_COMPETITOR_CODE.test(compact);
}

/** A code as mails and screens show it: a new code in two groups (ABCD-EFGH); an earlier one as it was. */
export function groupedCode(code: string): string {
  const half = COMPETITOR_CODE_LENGTH / 2;
  return isCompetitorCode(code) ? `${code.slice(0, half)}-${code.slice(half)}` : code;
}

/**
 * A code derived from a record key (FNV-1a over the key, eight characters
 * of the alphabet): deterministic, for tests and the pure demo when the
 * server's CSPRNG (`DecideContext.newCode`) is absent. Predictable, so
 * never for a real competition.
 */
export function codeFromKey(key: string): string {
  let hash = 0x811c9dc5;
  let code = '';
  for (let round = 0; code.length < COMPETITOR_CODE_LENGTH; round++) {
    for (const char of `${key}:${round}`) {
      hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    }
    code += COMPETITOR_CODE_ALPHABET[hash % COMPETITOR_CODE_ALPHABET.length];
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
      return {
        error: `a competitor code must be ${COMPETITOR_CODE_LENGTH} characters of ${COMPETITOR_CODE_ALPHABET}, not "${code}"`,
      };
    }
    if (!taken.has(code)) {
      return code;
    }
  }
  return { error: `no unused competitor code after ${CODE_ATTEMPTS} tries; please try again` };
}
