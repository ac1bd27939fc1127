import { inject } from 'vitest';
import { describeRegistrationPrivacyRealtime } from './registration-privacy-realtime-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeRegistrationPrivacyRealtime('on PostgreSQL', () => startPostgresTestServer(serverUrl));
