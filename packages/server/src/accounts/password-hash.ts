import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as scrypt hashes (built into Node, no native addon to
 * compile). OWASP's current recommendation is N=2^17, r=8, p=1: about 128 MiB
 * and a few hundred milliseconds per hash, which is what an attacker with a
 * stolen database pays per guess. Tests lower the cost with PASSWORD_HASH_COST.
 * Parameters are stored with each hash, so raising the cost later only
 * affects new hashes.
 */
export const DEFAULT_HASH_COST = 17;

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) {
        reject(error);
      } else {
        resolve(key);
      }
    });
  });
}

function optionsFor(cost: number, blockSize: number, parallelism: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below the recommended cost.
  return { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` with base64url fields. */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !hash) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    optionsFor(Number(cost), Number(blockSize), Number(parallelism)),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}
