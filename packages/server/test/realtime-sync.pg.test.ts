import { inject } from 'vitest';
import { describeRealtimeSync } from './realtime-sync-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeRealtimeSync('realtime sync on PostgreSQL', () => startPostgresTestServer(serverUrl));
