import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Accounts } from './accounts/accounts';
import { ensureFirstOwner, type FirstOwner } from './accounts/first-owner';
import { RegistrationLimits } from './accounts/registration-limits';
import { SessionWatch } from './accounts/session-watch';
import { buildApp, createFastify, type RouteEntry } from './app';
import { CompetitionHost } from './competitions/competition-host';
import type { ServerConfig } from './config';
import { createMailer } from './mail/mailer';
import { newCompetitorCode } from './registration/competitor-codes';
import { seedDemo } from './seed/seed-demo';
import { SqliteSqlClient } from './sql/sqlite-sql-client';
import { openSqliteDatabase } from './store/sqlite-database';
import { openSqliteEventStore } from './store/sqlite-event-store';
import { sweepOrphanUploads } from './uploads/sweep-orphan-uploads';

/** The footer's version string (spec §9); also reported by /healthz. */
export const FLOORCRAFT_VERSION = '2025.08.31';

export interface RunningServer {
  app: FastifyInstance;
  host: CompetitionHost;
  accounts: Accounts;
  url: string;
  /** Set when this start created the first account: print it so the operator can sign in. */
  firstOwner: FirstOwner | undefined;
  routes: RouteEntry[];
  /** Stops accepting, lets in-flight requests and queued writes finish, snapshots, closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, loads (or seeds) competitions and starts listening. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = createFastify(config.logLevel, config.trustProxy);
  const store = openSqliteEventStore(config.databaseFile);
  const host = await CompetitionHost.open(store, {
    snapshotEvery: config.snapshotEvery,
    now: () => new Date().toISOString(),
    newKey: randomUUID,
    newCode: newCompetitorCode,
    logger: app.log,
  });
  if (host.isEmpty() && config.seedDemo) {
    await seedDemo(host, new Date().toISOString().slice(0, 10));
    app.log.info({ competition: host.defaultSlug() }, 'demo competition created');
  }
  const swept = await sweepOrphanUploads(
    path.join(config.dataDir, 'uploads'),
    new Map(host.list().map(({ slug }) => [slug, host.stateOf(slug)!])),
  );
  if (swept.length > 0) {
    app.log.info({ files: swept.length }, 'removed photos no official uses');
  }
  const accountsSql = new SqliteSqlClient(openSqliteDatabase(config.databaseFile));
  const accounts = new Accounts(accountsSql, config.accounts);
  const firstOwner = await ensureFirstOwner(
    accounts,
    host.list().map((competition) => competition.slug),
  );
  const mailer = createMailer(config.mail, app.log);
  const routes: RouteEntry[] = [];
  await buildApp(
    app,
    {
      config,
      host,
      accounts,
      mailer,
      sessionWatch: new SessionWatch(),
      version: FLOORCRAFT_VERSION,
      registrationLimits: new RegistrationLimits(config.registrationLimits, accountsSql),
    },
    routes,
  );
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let stopping: Promise<void> | undefined;
  return {
    app,
    host,
    accounts,
    firstOwner,
    routes,
    url: `http://localhost:${port}`,
    stop: () => {
      stopping ??= (async () => {
        await app.close();
        await host.close();
        await store.close();
        mailer.close();
        await accounts.close();
      })();
      return stopping;
    },
  };
}
