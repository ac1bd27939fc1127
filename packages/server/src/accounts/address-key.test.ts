import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('a client address as a limit counts it', () => {
  it('is an IPv4 address itself, mapped or not', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(addressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(addressKey('2001:0DB8:85a3:08d3::1')).toBe(network);
    expect(addressKey('2001:db8:85a3:8d3:ffff::')).toBe(network);
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
