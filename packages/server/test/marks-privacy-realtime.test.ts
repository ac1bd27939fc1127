import { describeMarksPrivacyRealtime } from './marks-privacy-realtime-suite';
import { startTestServer } from './helpers/start-test-server';

describeMarksPrivacyRealtime('on SQLite', () => startTestServer());
