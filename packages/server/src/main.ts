import cluster from 'node:cluster';
import { runWorkers } from './cluster/run-workers';
import { loadConfig, type ServerConfig } from './config';
import { startServer } from './server';

/** One server process: run until SIGTERM or SIGINT, then shut down without losing a write. */
async function serve(config: ServerConfig): Promise<void> {
  const server = await startServer(config);
  // Listening for the signals before the banner says "running at": whoever reads that line
  // (a supervisor, a test) may stop the process at once, and a SIGTERM that arrived before
  // the handler killed it without the shutdown that keeps every write (a clean clone's CI saw
  // the exit code null under load).
  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  // One write for the whole banner: whoever reads the output (a terminal, a test, a log
  // collector) sees the owner's sign-in lines together with the "running at" line, never after.
  const banner: string[] = [];
  if (cluster.isPrimary) {
    const data = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.databaseFile;
    banner.push(`\n  Floorcraft is running at ${server.url}\n  Data: ${data}\n`);
    if (server.links.warning !== undefined) {
      console.warn(`  WARNING: ${server.links.warning}\n`);
    }
  }
  if (server.firstOwner) {
    banner.push(
      '  First start: an owner account was created.',
      `  Sign in at ${server.url}/login`,
      `    email:             ${server.firstOwner.email}`,
      `    one-time password: ${server.firstOwner.oneTimePassword}`,
      '  You will be asked to choose your own password. This is shown only once.\n',
    );
  }
  if (banner.length > 0) {
    console.log(banner.join('\n'));
  }
}

/** `npm start`: one process, or with WORKERS=N a primary that runs N of them. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) {
    await runWorkers(config.workers);
    return;
  }
  await serve(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
