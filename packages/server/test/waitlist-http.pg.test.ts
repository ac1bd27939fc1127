import { inject } from 'vitest';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';
import { describeWaitlist } from './waitlist-suite';

const serverUrl = inject('testDatabaseUrl');

describeWaitlist('event caps and waitlists on PostgreSQL', (overrides) =>
  startPostgresTestServer(serverUrl, overrides),
);
