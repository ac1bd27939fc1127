import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A fresh unguessable token (256 bits) for cookies and mailed links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret: a copied database then signs nobody in. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Letters and digits that cannot be mistaken for each other when read off a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUP = 4;

/** `length` characters of the alphabet, shown in groups of four: ABCD-EFGH. */
function groupedRandomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return grouped(code);
}

const grouped = (compact: string) => compact.match(new RegExp(`.{1,${GROUP}}`, 'g'))!.join('-');

/** A short code a person can read aloud: 8 characters (about 40 bits), shown as ABCD-EFGH. */
export function newShortCode(): string {
  return groupedRandomCode(8);
}

/**
 * A judge's tablet code (in its link and QR code, or typed): 12 characters,
 * 31¹² ≈ 7.9 × 10¹⁷ (59 bits), shown as ABCD-EFGH-JKMN. A right code binds
 * whatever wrong ones its address sent, so the size and the one-day life
 * are what defeat guessing (docs/security.md works it out).
 */
export function newTabletCode(): string {
  return groupedRandomCode(12);
}

/** A typed code in canonical form: case, spaces and dashes do not matter, O reads as 0 and so on. */
export function normalizeShortCode(typed: string): string {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return compact.length === 8 || compact.length === 12 ? grouped(compact) : compact;
}

/** A one-time password printed for a new account: readable aloud, 16 characters. */
export function newOneTimePassword(): string {
  return `${newShortCode()}-${newShortCode()}`.toLowerCase();
}
