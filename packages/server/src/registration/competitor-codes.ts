import { randomInt, timingSafeEqual } from 'node:crypto';

/** Spec §9: a competitor code is 7 characters from A–Z and 0–9. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 7;
/** Longer input than this is not a code; what follows it is never compared. */
const COMPARED_WIDTH = 32;

/**
 * A fresh competitor code from the operating system's CSPRNG: 36^7 ≈ 7.8e10
 * codes, so with the per-email and per-address limits a guess succeeds
 * about never. The domain checks the format and asks again on a clash.
 */
export function newCompetitorCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) {
    code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return code;
}

/**
 * Whether a typed code is the stored one, in time that does not depend on
 * how much of it matches. Case and surrounding spaces are forgiven: a code
 * copied from a mail or typed on a phone keyboard is still the same code.
 */
export function sameCode(typed: string, stored: string): boolean {
  const given = Buffer.from(typed.trim().toUpperCase());
  const expected = Buffer.from(stored.toUpperCase());
  // Both copied into buffers of one fixed width, so the comparison's time says nothing
  // about the typed length or how many characters match.
  const left = Buffer.alloc(COMPARED_WIDTH);
  const right = Buffer.alloc(COMPARED_WIDTH);
  given.copy(left, 0, 0, COMPARED_WIDTH);
  expected.copy(right, 0, 0, COMPARED_WIDTH);
  return timingSafeEqual(left, right) && given.length === expected.length;
}
