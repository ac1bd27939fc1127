import { inject } from 'vitest';
import { describeControlCharacters } from './control-characters-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeControlCharacters('control characters on PostgreSQL', (overrides) =>
  startPostgresTestServer(serverUrl, overrides),
);
