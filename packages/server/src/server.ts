import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, createFastify } from './app';
import { CompetitionHost } from './competitions/competition-host';
import type { ServerConfig } from './config';
import { seedDemo } from './seed/seed-demo';
import { openSqliteEventStore } from './store/sqlite-event-store';

/** The footer's version string (spec §9); also reported by /healthz. */
export const FLOORCRAFT_VERSION = '2025.08.31';

export interface RunningServer {
  app: FastifyInstance;
  host: CompetitionHost;
  url: string;
  /** Stops accepting, lets in-flight requests and queued writes finish, snapshots, closes the database. */
  stop(): Promise<void>;
}

/** Opens the database, loads (or seeds) competitions and starts listening. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const app = createFastify(config.logLevel);
  const store = openSqliteEventStore(config.databaseFile);
  const host = await CompetitionHost.open(store, {
    snapshotEvery: config.snapshotEvery,
    now: () => new Date().toISOString(),
    newKey: randomUUID,
    logger: app.log,
  });
  if (host.isEmpty() && config.seedDemo) {
    await seedDemo(host, new Date().toISOString().slice(0, 10));
    app.log.info({ competition: host.defaultSlug() }, 'demo competition created');
  }
  await buildApp(app, { config, host, version: FLOORCRAFT_VERSION });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let stopping: Promise<void> | undefined;
  return {
    app,
    host,
    url: `http://localhost:${port}`,
    stop: () => {
      stopping ??= (async () => {
        await app.close();
        await host.close();
        await store.close();
      })();
      return stopping;
    },
  };
}
