import { describeCardAmendmentsRealtime } from './card-amendments-realtime-suite';
import { startTestServer } from './helpers/start-test-server';

describeCardAmendmentsRealtime('on SQLite', () => startTestServer());
