import { inject } from 'vitest';
import { describeCreateCompetition } from './create-competition-suite';
import { startPostgresTestServer } from './helpers/start-postgres-test-server';

const serverUrl = inject('testDatabaseUrl');

describeCreateCompetition('creating a competition in the app on PostgreSQL', () =>
  startPostgresTestServer(serverUrl, { seedDemo: false, competitionCreators: 'organizers' }),
);
