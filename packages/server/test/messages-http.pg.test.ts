import { inject } from 'vitest';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';
import { describeMessages } from './messages-suite';

const serverUrl = inject('testDatabaseUrl');

describeMessages('messages to entrants on PostgreSQL', (overrides) =>
  startPostgresTestServer(serverUrl, overrides),
);
