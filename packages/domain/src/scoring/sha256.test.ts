import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

// Test vectors published by NIST (FIPS 180-4 examples, "SHA-256 example values").
describe('sha256', () => {
  it('hashes the empty string', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('hashes "abc"', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the 448-bit message, which needs a second block for its length', () => {
    expect(sha256('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes a million a’s', () => {
    expect(sha256('a'.repeat(1_000_000))).toBe(
      'cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0',
    );
  });

  it('hashes text as UTF-8', () => {
    // Checked with: printf 'Tanzsportclub Grün-Gold 💃' | sha256sum
    expect(sha256('Tanzsportclub Grün-Gold 💃')).toBe(
      'f2095aecf5b75ea67988ad0534c294adfb81794428f46da4c02dd277dccbc223',
    );
  });
});
