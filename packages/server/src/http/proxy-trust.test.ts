import { describe, expect, it } from 'vitest';
import { createFastify } from '../app';
import { loadConfig } from '../config';
import { proxyTrustFromEnv, proxyTrustWarning, type ProxyTrust } from './proxy-trust';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    [' 2 ', { hops: 2 }],
    ['127.0.0.1', { addresses: ['127.0.0.1'] }],
    ['10.0.0.0/8, ::1', { addresses: ['10.0.0.0/8', '::1'] }],
    ['fd00::/8,loopback', { addresses: ['fd00::/8', 'loopback'] }],
  ])('reads %j as %j', (value, trust) => {
    expect(proxyTrustFromEnv(value)).toEqual(trust);
  });

  it('refuses true, which trusted every hop, naming the forms it accepts', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^TRUST_PROXY=true is no longer accepted: .*number of proxies .*\(e\.g\. 1\) or their addresses/,
    );
  });

  it.each(['yes', '-1', '1.5', '11', '10.0.0.0/33', '::1/129', '10.0.0.0/', '10.0.0.1,,', 'nginx'])(
    'refuses %j naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^TRUST_PROXY/);
    },
  );

  it('warns when a hop count is trusted on a server listening beyond loopback', () => {
    expect(proxyTrustWarning({ hops: 1 }, '0.0.0.0')).toMatch(/chooses its own address/);
    expect(proxyTrustWarning({ hops: 1 }, '127.0.0.1')).toBeUndefined();
    expect(proxyTrustWarning({ addresses: ['10.0.0.1'] }, '0.0.0.0')).toBeUndefined();
    expect(proxyTrustWarning(false, '0.0.0.0')).toBeUndefined();
  });
});

/** What the server takes as the client's address and scheme for one request. */
async function seen(
  trust: ProxyTrust,
  peer: string,
  headers: Record<string, string>,
): Promise<{ ip: string; protocol: string }> {
  const app = createFastify('silent', trust);
  app.get('/seen', (request) => ({ ip: request.ip, protocol: request.protocol }));
  const reply = await app.inject({ url: '/seen', remoteAddress: peer, headers });
  await app.close();
  return reply.json();
}

describe('the address every limit counts', () => {
  const forged = { 'x-forwarded-for': '203.0.113.66, 198.51.100.7', 'x-forwarded-proto': 'https' };

  it('is the peer, on plain HTTP, when no proxy is trusted', async () => {
    expect(await seen(false, '10.0.0.1', forged)).toEqual({ ip: '10.0.0.1', protocol: 'http' });
  });

  it('is the address the nearest proxy saw with one hop, never the left-most', async () => {
    expect(await seen({ hops: 1 }, '10.0.0.1', forged)).toEqual({
      ip: '198.51.100.7',
      protocol: 'https',
    });
  });

  it('walks back as many hops as are trusted', async () => {
    const chain = { 'x-forwarded-for': '203.0.113.66, 198.51.100.7, 10.0.0.2' };
    expect((await seen({ hops: 2 }, '10.0.0.1', chain)).ip).toBe('198.51.100.7');
    expect((await seen({ addresses: ['10.0.0.0/8'] }, '10.0.0.1', chain)).ip).toBe('198.51.100.7');
  });

  it("is the peer's own, on plain HTTP, when the peer is not a listed proxy", async () => {
    expect(await seen({ addresses: ['10.0.0.0/8'] }, '192.0.2.5', forged)).toEqual({
      ip: '192.0.2.5',
      protocol: 'http',
    });
  });

  it('takes the scheme the nearest listed proxy set', async () => {
    const proto = { 'x-forwarded-proto': 'http, https' };
    expect((await seen({ addresses: ['10.0.0.1'] }, '10.0.0.1', proto)).protocol).toBe('https');
  });
});
