import {
  clientMessageSchema,
  resumableSince,
  type ClientMessage,
  type ServerMessage,
} from '@floorcraft/domain';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { CompetitionHost } from '../competitions/competition-host';
import { formatZodError } from '../http/format-zod-error';
import { deviceWatchKey, type SessionWatch } from '../accounts/session-watch';
import { boundDevice, resolveActor, signedIn, type AccessOptions } from '../http/authenticate';
import { originAllowed } from '../http/origin-check';
import { audienceRefusal, judgeKeyOf } from '../http/audience-access';
import {
  AddressBuckets,
  DEFAULT_SUBSCRIBE_LIMITS,
  describeRule,
  TokenBucket,
  type SubscribeLimits,
} from './subscribe-limits';
import { pageChannelPath, type ChannelRegistry } from './channel-registry';
import type { Subscriber } from './subscriber';
import type { ViewChannel } from './view-channel';

export interface RealtimeRouteOptions extends AccessOptions {
  host: CompetitionHost;
  channels: ChannelRegistry;
  sessionWatch: SessionWatch;
  /** How often to ping each socket; one that misses a ping is closed. */
  heartbeatMs?: number;
  /** Subscribe messages allowed per socket and per client address (`DEFAULT_SUBSCRIBE_LIMITS`). */
  subscribeLimits?: SubscribeLimits;
}

/** Policy violation: the close code browsers report when we refuse a socket. */
const CLOSE_POLICY = 1008;
/** Try again later: too slow to keep up, or too many subscribes from one address. */
const CLOSE_TRY_LATER = 1013;
const CLOSE_SERVER_ERROR = 1011;

/** A text frame's payload as a string, whichever of ws's buffer shapes it arrived in. */
export function rawDataToText(data: RawData): string {
  if (Array.isArray(data)) {
    return Buffer.concat(data).toString('utf8');
  }
  return Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Buffer.from(new Uint8Array(data)).toString('utf8');
}

function socketSubscriber(socket: WebSocket): Subscriber {
  return {
    send: (frame, binary) => socket.send(frame, { binary }),
    drop: (reason) => socket.close(CLOSE_TRY_LATER, reason),
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
  };
}

/**
 * The realtime endpoint: one WebSocket per browser tab, subscribed to views
 * of one or more competitions. The Origin is checked at the upgrade. The
 * public view needs no credentials (spectators have no accounts); every
 * other view is decided by the domain policy for the session's roles in
 * that competition, and the socket closes the moment its session ends.
 */
export function registerRealtimeRoute(app: FastifyInstance, options: RealtimeRouteOptions): void {
  const heartbeatMs = options.heartbeatMs ?? 30_000;
  const limits = options.subscribeLimits ?? DEFAULT_SUBSCRIBE_LIMITS;
  const addresses = new AddressBuckets(limits.perAddress);

  app.get('/api/realtime', { websocket: true }, (socket, request) => {
    if (!originAllowed(request, options)) {
      socket.close(CLOSE_POLICY, 'origin not allowed');
      return;
    }
    let closed = false;
    let stopWatching: (() => void) | undefined;
    const watchCredentials = async () => {
      const session = (await signedIn(request, options.accounts))?.session;
      const device = session ? undefined : await boundDevice(request, options.accounts);
      if (closed) {
        return;
      }
      stopWatching = session
        ? options.sessionWatch.watch(session.tokenHash, () =>
            socket.close(CLOSE_POLICY, 'session ended'),
          )
        : device
          ? options.sessionWatch.watch(deviceWatchKey(device.id), () =>
              socket.close(CLOSE_POLICY, 'tablet link revoked'),
            )
          : undefined;
    };
    // The socket's work, one piece at a time in arrival order: reading the session is
    // async now (the account database may be PostgreSQL), and a subscribe must not
    // overtake the unsubscribe sent before it.
    let turn: Promise<void> = Promise.resolve();
    const inTurn = (work: () => Promise<void> | void) => {
      turn = turn.then(work).catch((error: unknown) => {
        request.log.error({ err: error }, 'realtime socket could not read its access');
        socket.close(CLOSE_SERVER_ERROR, 'server error');
      });
    };
    inTurn(watchCredentials);
    const subscriber = socketSubscriber(socket);
    // One subscription per competition and audience: a staff screen also shows public parts.
    const subscriptions = new Map<string, ViewChannel>();
    const keyOf = (slug: string, audience: string, page = '') =>
      `${slug}\u0000${audience}\u0000${page}`;
    const send = (message: ServerMessage) => socket.send(JSON.stringify(message));

    // Every subscribe is answered with a snapshot or a resume: a script must not
    // make the server do that without end. Counted on arrival, before any await,
    // so messages sent at once cannot all find room.
    const socketBudget = new TokenBucket(limits.perSocket, Date.now());
    const refuse = (message: string, code: number, reason: string) => {
      closed = true;
      send({ type: 'error', message });
      socket.close(code, reason);
    };
    const subscribeAllowed = (): boolean => {
      if (!socketBudget.take(Date.now())) {
        refuse(
          `too many subscribe messages on this connection: ${describeRule(limits.perSocket)}; reconnect to start again`,
          CLOSE_POLICY,
          'too many subscribe messages',
        );
        return false;
      }
      if (!addresses.take(request.ip)) {
        refuse(
          `too many subscribe messages from your address: ${describeRule(limits.perAddress)}; try again later`,
          CLOSE_TRY_LATER,
          'too many subscribe messages from your address',
        );
        return false;
      }
      return true;
    };

    const leave = (key: string) => {
      subscriptions.get(key)?.unsubscribe(subscriber);
      subscriptions.delete(key);
    };
    const leaveCompetition = (
      slug: string,
      audience: string | undefined,
      page: string | undefined,
    ) => {
      // A page is left by any path that names it (`/rules/` leaves `/rules`); a path naming no
      // page leaves nothing.
      const pagePath = page === undefined ? undefined : (pageChannelPath(page) ?? page);
      for (const [key, channel] of [...subscriptions]) {
        if (
          channel.competition === slug &&
          (audience === undefined || channel.audience === audience) &&
          (pagePath === undefined || channel.page === pagePath)
        ) {
          leave(key);
        }
      }
    };

    const handle = async (message: ClientMessage) => {
      if (message.type === 'ping') {
        send({ type: 'pong' });
        return;
      }
      const slug = message.competition ?? options.host.defaultSlug();
      if (message.type === 'unsubscribe') {
        if (slug !== undefined) {
          leaveCompetition(slug, message.audience, message.page);
        }
        return;
      }
      const actor = await resolveActor(request, options, slug);
      if (closed) {
        return;
      }
      const refusal = audienceRefusal(actor, message.audience);
      if (refusal) {
        send({ type: 'error', message: refusal, competition: slug, audience: message.audience });
        return;
      }
      const oneOf = message.audience === 'page' ? message.page : judgeKeyOf(actor);
      const channel = options.channels.channel(slug, message.audience, oneOf);
      if (slug === undefined || !channel) {
        send({
          type: 'error',
          message:
            // Asked of an audience every competition has from the start, so that asking makes
            // no channel (the frame's would be computed on every change from then on).
            message.audience === 'page' && options.channels.channel(slug, 'public')
              ? `no page "${message.page ?? '(none named)'}" to watch`
              : `no competition "${message.competition ?? '(default)'}"`,
          competition: message.competition,
          audience: message.audience,
          ...(message.page !== undefined && { page: message.page }),
        });
        return;
      }
      const key = keyOf(slug, message.audience, channel.page);
      leave(key);
      subscriptions.set(key, channel);
      // A client from another history (a restore since) or none named gets a snapshot.
      const since = resumableSince(message, {
        epoch: channel.epoch,
        version: channel.currentVersion,
      });
      channel.subscribe(subscriber, since, { gzip: message.gzip });
    };

    let alive = true;
    socket.on('pong', () => {
      alive = true;
    });
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, heartbeatMs);

    socket.on('message', (data, isBinary) => {
      if (closed) {
        return; // refused: what was already on the wire goes unanswered
      }
      if (isBinary) {
        send({ type: 'error', message: 'send JSON text frames' });
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(rawDataToText(data));
      } catch {
        send({ type: 'error', message: 'message is not valid JSON' });
        return;
      }
      const parsed = clientMessageSchema.safeParse(json);
      if (!parsed.success) {
        send({ type: 'error', message: formatZodError(parsed.error) });
        return;
      }
      if (parsed.data.type === 'subscribe' && !subscribeAllowed()) {
        return;
      }
      inTurn(() => handle(parsed.data));
    });
    socket.on('close', () => {
      closed = true;
      clearInterval(heartbeat);
      stopWatching?.();
      for (const key of [...subscriptions.keys()]) {
        leave(key);
      }
    });
  });
}
