import { describe, expect, it } from 'vitest';
import { LinkOrigin, linkOriginOf } from './link-origin';

describe('the link origin', () => {
  it('is PUBLIC_URL when set, with no warning, wherever the server listens', () => {
    expect(linkOriginOf('https://dance.example.org', { host: '0.0.0.0', port: 3000 })).toEqual({
      origin: 'https://dance.example.org',
      warning: undefined,
    });
  });

  it('is localhost without a warning when the server listens on loopback', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2']) {
      expect(linkOriginOf(undefined, { host, port: 3000 })).toEqual({
        origin: 'http://localhost:3000',
        warning: undefined,
      });
    }
  });

  it('is localhost with a warning naming PUBLIC_URL when the server listens on every interface', () => {
    for (const host of ['0.0.0.0', '::']) {
      const { origin, warning } = linkOriginOf(undefined, { host, port: 3000 });
      expect(origin).toBe('http://localhost:3000');
      expect(warning).toMatch(/every network interface.*only this machine can open.*PUBLIC_URL=/);
    }
  });

  it('is the one address the server listens on, with a warning, otherwise', () => {
    expect(linkOriginOf(undefined, { host: '192.168.1.20', port: 8080 })).toMatchObject({
      origin: 'http://192.168.1.20:8080',
      warning: expect.stringMatching(/listens on 192\.168\.1\.20.*plain HTTP/) as unknown,
    });
    expect(linkOriginOf(undefined, { host: 'fd00::20', port: 8080 }).origin).toBe(
      'http://[fd00::20]:8080',
    );
  });

  it('refuses to name an origin before the server listens, unless PUBLIC_URL is set', () => {
    expect(() => new LinkOrigin(undefined).origin).toThrow(/before the server listens/);
    expect(new LinkOrigin('https://dance.example.org').origin).toBe('https://dance.example.org');
  });
});
