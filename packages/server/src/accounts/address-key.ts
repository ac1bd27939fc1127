import { isIPv6 } from 'node:net';

/**
 * A client address as a limit counts it. An IPv4 address is itself (an
 * IPv4-mapped IPv6 address is the IPv4 address it maps). An IPv6 address is
 * its /64 network: one subscriber, one home or one hosting customer is
 * handed a whole /64, so counting each of its 2⁶⁴ addresses apart would give
 * one guesser that many budgets.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) {
    return mapped[1]!;
  }
  if (!isIPv6(ip)) {
    return ip;
  }
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const front = head ? head.split(':') : [];
  const back = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
