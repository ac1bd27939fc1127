import { inject } from 'vitest';
import { describeCardAmendmentsRealtime } from './card-amendments-realtime-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeCardAmendmentsRealtime('on PostgreSQL', () => startPostgresTestServer(serverUrl));
