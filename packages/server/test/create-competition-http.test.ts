import { describeCreateCompetition } from './create-competition-suite';
import { startTestServer } from './helpers/start-test-server';

describeCreateCompetition('creating a competition in the app', () =>
  startTestServer({ seedDemo: false, competitionCreators: 'organizers' }),
);
