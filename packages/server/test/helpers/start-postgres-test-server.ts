import { freshPostgresDatabase } from './fresh-postgres-database';
import type { ServerConfig } from '@floorcraft/server';
import { startTestServer, type TestServer } from './start-test-server';

/** How a suite that runs on either database gets its server. */
export type StartTestServer = () => Promise<TestServer>;

/**
 * The test server (with `overrides`) on a database of its own on the PostgreSQL test server; its
 * config carries the URL, so a restart from it reopens the same database.
 * Disposing drops the database after the server stops. `overrides` as for
 * startTestServer.
 */
export async function startPostgresTestServer(
  serverUrl: string,
  overrides: Partial<ServerConfig> = {},
): Promise<TestServer> {
  const database = await freshPostgresDatabase(serverUrl);
  try {
    const server = await startTestServer({ ...overrides, databaseUrl: database.url });
    return {
      ...server,
      dispose: async () => {
        await server.dispose();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
