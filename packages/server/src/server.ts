import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AccountLimits } from './accounts/account-limits';
import { Accounts } from './accounts/accounts';
import { ensureFirstOwner, type FirstOwner } from './accounts/first-owner';
import { RegistrationLimits } from './accounts/registration-limits';
import { SessionWatch } from './accounts/session-watch';
import { buildApp, createFastify, type RouteEntry } from './app';
import { CompetitionHost } from './competitions/competition-host';
import { ChannelRegistry } from './realtime/channel-registry';
import { LinkOrigin } from './http/link-origin';
import type { ServerConfig } from './config';
import { proxyTrustWarning } from './http/proxy-trust';
import { createMailer } from './mail/mailer';
import { MailQueue } from './mail/mail-queue';
import { newCompetitorCode } from './registration/competitor-codes';
import { seedDemo } from './seed/seed-demo';
import { followOtherProcesses } from './storage/follow-other-processes';
import { openServerStorage } from './storage/server-storage';
import { openPhotoStore } from './uploads/open-photo-store';
import { sweepOrphanPhotos } from './uploads/sweep-orphan-uploads';

/** The footer's version string (spec §9); also reported by /healthz. */
export const FLOORCRAFT_VERSION = '2025.08.31';

export interface RunningServer {
  app: FastifyInstance;
  host: CompetitionHost;
  /** Every competition's view channels, following the host. */
  channels: ChannelRegistry;
  accounts: Accounts;
  url: string;
  /** Where mailed and shown links point; its warning, when set, is for the start banner. */
  links: LinkOrigin;
  /** Set when this start created the first account: print it so the operator can sign in. */
  firstOwner: FirstOwner | undefined;
  routes: RouteEntry[];
  /**
   * Resolves once the work left after replies (mails, waitlist promotions, messages) is done,
   * with anything that work queued: a test awaits it before asserting that no mail was sent.
   */
  afterReplyIdle(): Promise<void>;
  /** Stops accepting, lets in-flight requests and queued writes finish, snapshots, closes the database. */
  stop(): Promise<void>;
}

/** What a caller other than `main` may set besides the configuration. */
export interface StartOptions {
  /**
   * The accounts' clock (sign-in limits, sessions, audit, the tablet and password limits):
   * a test moves it forward instead of waiting for a limit to pass.
   */
  accountsNow?: () => Date;
}

/**
 * Opens the database (SQLite, or PostgreSQL with DATABASE_URL), loads (or
 * seeds) competitions, follows what other processes on the same database
 * append, and starts listening.
 */
export async function startServer(
  config: ServerConfig,
  { accountsNow = () => new Date() }: StartOptions = {},
): Promise<RunningServer> {
  const app = createFastify(config.logLevel, config.trustProxy);
  const proxyWarning = proxyTrustWarning(config.trustProxy, config.host);
  if (proxyWarning) {
    app.log.warn(proxyWarning);
  }
  const storage = await openServerStorage(config);
  const host = await CompetitionHost.open(storage.events, {
    snapshotEvery: config.snapshotEvery,
    now: () => new Date().toISOString(),
    newKey: randomUUID,
    newCode: newCompetitorCode,
    logger: app.log,
    defaultCompetition: config.defaultCompetition,
  });
  // Before anything can host or advance a competition: the channels follow from the start.
  const channels = ChannelRegistry.attach(host, { epoch: host.epoch });
  const accounts = new Accounts(storage.accounts, config.accounts, accountsNow);
  const sessionWatch = new SessionWatch(
    storage.cluster &&
      ((keys) => {
        storage.cluster
          ?.sessionsEnded(keys)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'telling other processes of ended sessions failed'),
          );
      }),
  );
  const listener = await followOtherProcesses(storage, host, sessionWatch, app.log);
  const photos = openPhotoStore(
    storage.pool ? { pool: storage.pool } : { dataDir: config.dataDir },
  );
  // Processes starting together on an empty database: one seeds and makes the owner. The
  // catch-up also reads what others appended between loading and listening.
  const firstOwner = await storage.alone(async () => {
    if (storage.cluster) {
      await host.resync();
    }
    if (host.isEmpty() && config.seedDemo) {
      await seedDemo(host, new Date().toISOString().slice(0, 10));
      app.log.info({ competition: host.defaultSlug() }, 'demo competition created');
    }
    return ensureFirstOwner(
      accounts,
      host.list().map((competition) => competition.slug),
    );
  });
  const swept = await sweepOrphanPhotos(
    photos,
    new Map(host.list().map(({ slug }) => [slug, host.stateOf(slug)!])),
  );
  if (swept.length > 0) {
    app.log.info({ files: swept.length }, 'removed photos no official uses');
  }
  const mailer = createMailer(config.mail, app.log);
  const mailQueue = new MailQueue(config.mail.queue);
  const routes: RouteEntry[] = [];
  const links = new LinkOrigin(config.accounts.publicUrl);
  await buildApp(
    app,
    {
      config,
      host,
      channels,
      accounts,
      mailer,
      sessionWatch,
      version: FLOORCRAFT_VERSION,
      registrationLimits: new RegistrationLimits(config.registrationLimits, storage.accounts),
      accountLimits: new AccountLimits(storage.accounts, config.accounts.signInWindowMs, () =>
        accountsNow().getTime(),
      ),
      photos,
      links,
      mailQueue,
    },
    routes,
  );
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const { origin, warning } = links.listening(config.host, port);
  if (warning !== undefined) {
    app.log.warn({ linkOrigin: origin }, warning);
  }
  let stopping: Promise<void> | undefined;
  return {
    app,
    host,
    channels,
    accounts,
    firstOwner,
    routes,
    links,
    url: `http://localhost:${port}`,
    afterReplyIdle: () => mailQueue.idle(),
    stop: () => {
      stopping ??= (async () => {
        await app.close();
        await listener?.close();
        await host.close();
        mailer.close();
        await storage.close();
      })();
      return stopping;
    },
  };
}
