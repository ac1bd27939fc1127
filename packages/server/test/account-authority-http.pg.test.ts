import { inject } from 'vitest';
import { describeAccountAuthority } from './account-authority-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeAccountAuthority('account-wide actions across two competitions on PostgreSQL', () =>
  startPostgresTestServer(serverUrl),
);
