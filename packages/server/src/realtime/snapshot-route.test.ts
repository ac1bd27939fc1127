import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './snapshot-route';

describe('the encoding a public snapshot is sent in', () => {
  it('prefers Brotli, then gzip, honours q=0, and sends plain JSON otherwise', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
