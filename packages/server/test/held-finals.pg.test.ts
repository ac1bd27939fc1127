import { inject } from 'vitest';
import { describeHeldFinals } from './held-finals-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeHeldFinals('held finals on PostgreSQL', () => startPostgresTestServer(serverUrl));
