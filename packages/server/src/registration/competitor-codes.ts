import { randomInt, timingSafeEqual } from 'node:crypto';
import { COMPETITOR_CODE_ALPHABET, COMPETITOR_CODE_LENGTH, compactCode } from '@floorcraft/domain';

/** Longer input than this is not a code; what follows it is never compared. */
const COMPARED_WIDTH = 32;

/**
 * A fresh competitor code from the operating system's CSPRNG: 8 characters
 * without look-alikes, 31⁸ ≈ 8.5 × 10¹¹ codes (docs/security.md works out
 * what that leaves a guesser under the limits). The domain checks the
 * format and asks again on a clash.
 */
export function newCompetitorCode(): string {
  let code = '';
  for (let index = 0; index < COMPETITOR_CODE_LENGTH; index += 1) {
    code += COMPETITOR_CODE_ALPHABET[randomInt(COMPETITOR_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * Whether a typed code is the stored one, in time that does not depend on
 * how much of it matches. Case, spaces and dashes are forgiven (the domain's
 * `compactCode`): a code copied from a mail as ABCD-EFGH or typed on a
 * phone keyboard is still the same code. Codes mailed before (7 of A–Z and
 * 0–9) match the same way; look-alikes are not mapped, as those codes hold
 * both O and 0.
 */
export function sameCode(typed: string, stored: string): boolean {
  const given = Buffer.from(compactCode(typed.slice(0, 4 * COMPARED_WIDTH)));
  const expected = Buffer.from(stored.toUpperCase());
  // Both copied into buffers of one fixed width, so the comparison's time says nothing
  // about the typed length or how many characters match.
  const left = Buffer.alloc(COMPARED_WIDTH);
  const right = Buffer.alloc(COMPARED_WIDTH);
  given.copy(left, 0, 0, COMPARED_WIDTH);
  expected.copy(right, 0, 0, COMPARED_WIDTH);
  return timingSafeEqual(left, right) && given.length === expected.length;
}
