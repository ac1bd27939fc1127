import { describeRegistrationPrivacyRealtime } from './registration-privacy-realtime-suite';
import { startTestServer } from './helpers/start-test-server';

describeRegistrationPrivacyRealtime('on SQLite', () => startTestServer());
