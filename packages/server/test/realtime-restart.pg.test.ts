import { inject } from 'vitest';
import { describeRealtimeRestart } from './realtime-restart-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeRealtimeRestart('resuming after a server restart on PostgreSQL', () =>
  startPostgresTestServer(serverUrl),
);
