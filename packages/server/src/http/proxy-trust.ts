import { isIP } from 'node:net';

/**
 * Which reverse proxies the server believes about a client's address and scheme
 * (TRUST_PROXY). `false`: none, the socket's peer is the client. `hops`: that
 * many proxies in front, whatever their addresses. `addresses`: only a peer at
 * one of these addresses or ranges is a proxy. Never "every hop": the
 * left-most X-Forwarded-For entry is whatever the client wrote.
 */
export type ProxyTrust = false | { hops: number } | { addresses: string[] };

/** proxy-addr's names for the loopback, link-local and private ranges (IPv4 and IPv6). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const FORMS =
  'the number of proxies in front of the server (e.g. 1) or their addresses, comma separated ' +
  '(e.g. 127.0.0.1 or 10.0.0.0/8,::1; also loopback, linklocal, uniquelocal); false or 0 trusts none';

/** True for an IP address, an IP/prefix range, or one of proxy-addr's named ranges. */
function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) {
    return true;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  if (prefix === undefined) {
    return true;
  }
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. A value that is neither a hop count nor a list of
 * addresses stops start-up with the variable's name and the accepted forms;
 * so does `true`, which used to trust every hop (issue 24).
 */
export function proxyTrustFromEnv(value: string | undefined): ProxyTrust {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') {
    return false;
  }
  if (raw === 'true') {
    throw new Error(
      `TRUST_PROXY=true is no longer accepted: it believed every X-Forwarded-For entry, ` +
        `which the client writes itself. Set TRUST_PROXY to ${FORMS}.`,
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) {
      throw new Error(`TRUST_PROXY must be at most 10 proxies, got "${raw}"`);
    }
    return { hops };
  }
  const addresses = raw.split(',').map((entry) => entry.trim());
  const wrong = addresses.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(`TRUST_PROXY: "${wrong.join('", "')}" is not an address; set it to ${FORMS}`);
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` option for our setting. A hop count becomes a
 * function of the hop (Fastify 5.12 turns a bare number into "trust none"),
 * so the address used is the one the nearest `hops` proxies report: the
 * right-most X-Forwarded-For entries, never the client's own.
 */
export function fastifyTrustProxy(
  trust: ProxyTrust,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) {
    return false;
  }
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.addresses;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * A warning for the start-up log when a hop count is trusted on a server that
 * listens beyond loopback: a client reaching it without the proxy writes the
 * address the count selects. Undefined when there is nothing to warn about.
 */
export function proxyTrustWarning(trust: ProxyTrust, host: string): string | undefined {
  if (trust === false || !('hops' in trust) || LOOPBACK_HOSTS.has(host)) {
    return undefined;
  }
  return (
    `TRUST_PROXY=${trust.hops} trusts ${trust.hops} proxy hop(s) from any address, and the ` +
    `server listens on ${host}: a client that reaches it without the proxy chooses its own ` +
    "address for every limit. Listen on 127.0.0.1 (HOST) or set TRUST_PROXY to the proxies' addresses."
  );
}
