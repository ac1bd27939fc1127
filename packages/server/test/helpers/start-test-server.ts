import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import {
  loadConfig,
  startServer,
  type RunningServer,
  type ServerConfig,
  type StartOptions,
} from '@floorcraft/server';

export const TEST_API_TOKEN = 'test-token-0123456789abcdef-0123';

export interface TestServer extends RunningServer {
  config: ServerConfig;
  token: string;
  /** Stops the server and deletes its data directory. */
  dispose(): Promise<void>;
}

/** The test app's one script, long enough to be worth compressing. */
export const TEST_APP_SCRIPT = 'console.log("the test app");\n'.repeat(100);

/**
 * A real server on a free port, a real SQLite file in a temp directory, the demo seeded;
 * `options` may give it a test clock.
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-test-'));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Floorcraft test app</title>',
  );
  // A built asset and the Brotli copy the web build writes beside it.
  writeFileSync(path.join(webDist, 'assets', 'app.js'), TEST_APP_SCRIPT);
  writeFileSync(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync(TEST_APP_SCRIPT));
  const base = loadConfig({ DATA_DIR: dataDir });
  const config: ServerConfig = {
    ...base,
    // The lowest scrypt cost: tests hash many passwords and measure behaviour, not strength.
    accounts: { ...base.accounts, passwordHashCost: 10 },
    port: 0,
    host: '127.0.0.1',
    webDist,
    logLevel: 'silent',
    apiToken: TEST_API_TOKEN,
    ...overrides,
  };
  const server = await startServer(config, options);
  return {
    ...server,
    config,
    token: TEST_API_TOKEN,
    dispose: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
