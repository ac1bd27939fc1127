import { loadConfig } from './config';
import { startServer } from './server';

/** `npm start`: run the server until SIGTERM or SIGINT, then shut down without losing a write. */
async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  console.log(`\n  Floorcraft is running at ${server.url}\n  Data: ${config.databaseFile}\n`);
  if (server.firstOwner) {
    console.log(
      [
        '  First start: an owner account was created.',
        `  Sign in at ${server.url}/login`,
        `    email:             ${server.firstOwner.email}`,
        `    one-time password: ${server.firstOwner.oneTimePassword}`,
        '  You will be asked to choose your own password. This is shown only once.\n',
      ].join('\n'),
    );
  }
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
