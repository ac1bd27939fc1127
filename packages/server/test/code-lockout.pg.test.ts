import { inject } from 'vitest';
import { describeCodeLockout } from './code-lockout-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeCodeLockout('strangers and codes on PostgreSQL', (overrides) =>
  startPostgresTestServer(serverUrl, overrides),
);
