import { inject } from 'vitest';
import { describeMarksPrivacyRealtime } from './marks-privacy-realtime-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeMarksPrivacyRealtime('on PostgreSQL', () => startPostgresTestServer(serverUrl));
