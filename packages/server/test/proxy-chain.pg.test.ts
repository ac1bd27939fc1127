import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freshPostgresDatabase } from './helpers/fresh-postgres-database';
import { describeProxyChain } from './proxy-chain-suite';

const serverUrl = inject('testDatabaseUrl');

describeProxyChain('a forged X-Forwarded-For through a proxy, on PostgreSQL', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-proxy-'));
  const database = await freshPostgresDatabase(serverUrl);
  return {
    env: { DATA_DIR: dir, DATABASE_URL: database.url },
    drop: async () => {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
