import { startTestServer } from './helpers/start-test-server';
import { describeWaitlist } from './waitlist-suite';

describeWaitlist('event caps and waitlists', (overrides) => startTestServer(overrides));
