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
const CODE_LENGTH = 8;

/**
 * A short code a person can type on a tablet: 8 characters (about 40 bits),
 * shown as ABCD-EFGH. Binding is rate limited and the code expires and works
 * once, so 40 bits is plenty.
 */
export function newShortCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) {
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A typed code in canonical form: case, spaces and dashes do not matter, O reads as 0 and so on. */
export function normalizeShortCode(typed: string): string {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return compact.length === CODE_LENGTH ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
}

/** A one-time password printed for a new account: readable aloud, 16 characters. */
export function newOneTimePassword(): string {
  return `${newShortCode()}-${newShortCode()}`.toLowerCase();
}
