import { startTestServer } from './helpers/start-test-server';
import { describeMessages } from './messages-suite';

describeMessages('messages to entrants', (overrides) => startTestServer(overrides));
