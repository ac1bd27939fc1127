import { isIPv6 } from 'node:net';

/** The origin every mailed or shown link names, and what the operator should know about it. */
export interface LinkOriginValue {
  /** Scheme, host and port, no trailing slash: `https://dance.example.org`. */
  origin: string;
  /** Set when PUBLIC_URL is unset and the server listens beyond loopback: links may not reach people. */
  warning: string | undefined;
}

const ALL_INTERFACES = new Set(['', '0.0.0.0', '::', '[::]']);

function isLoopback(host: string): boolean {
  return (
    host === 'localhost' ||
    host === '::1' ||
    host === '[::1]' ||
    /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(host)
  );
}

/**
 * Where links point (docs/security.md, "Link origin"):
 * PUBLIC_URL when the operator set it; otherwise the server's own listening
 * origin, `http://localhost:PORT` when it listens on loopback or on every
 * interface (the machine itself, as the start banner names it), or the one
 * address it was told to listen on. Never a name a request brought.
 */
export function linkOriginOf(
  publicUrl: string | undefined,
  listening: { host: string; port: number },
): LinkOriginValue {
  if (publicUrl !== undefined) {
    return { origin: publicUrl, warning: undefined };
  }
  const { host, port } = listening;
  if (isLoopback(host)) {
    return { origin: `http://localhost:${port}`, warning: undefined };
  }
  const everywhere = ALL_INTERFACES.has(host);
  const name = everywhere ? 'localhost' : isIPv6(host) ? `[${host}]` : host;
  const origin = `http://${name}:${port}`;
  const where = everywhere ? 'every network interface' : host;
  const reach = everywhere
    ? 'which only this machine can open'
    : 'over plain HTTP, which only works while that address stays reachable';
  return {
    origin,
    warning:
      `PUBLIC_URL is not set and the server listens on ${where}: mailed links and judge-tablet ` +
      `QR codes point at ${origin}, ${reach}. Set PUBLIC_URL to the address people and tablets ` +
      'use to reach this server (for example PUBLIC_URL=https://floorcraft.example.org).',
  };
}

/**
 * The link origin of a running server, fixed once when it starts listening
 * (its port may be chosen then) and read wherever a link is built, so no
 * route can build one from the request's Host or X-Forwarded-Host.
 */
export class LinkOrigin {
  private value: LinkOriginValue | undefined;

  constructor(private readonly publicUrl: string | undefined) {
    if (publicUrl !== undefined) {
      this.value = linkOriginOf(publicUrl, { host: '', port: 0 });
    }
  }

  /** Called once the server listens on `host` and `port`; returns what links will name. */
  listening(host: string, port: number): LinkOriginValue {
    this.value = linkOriginOf(this.publicUrl, { host, port });
    return this.value;
  }

  private get current(): LinkOriginValue {
    if (this.value === undefined) {
      throw new Error('a link was asked for before the server listens');
    }
    return this.value;
  }

  /** `https://dance.example.org`: the start of every mailed and shown link. */
  get origin(): string {
    return this.current.origin;
  }

  /** Why links may not reach people, or undefined when the operator configured them. */
  get warning(): string | undefined {
    return this.current.warning;
  }
}
