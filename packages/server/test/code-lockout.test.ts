import { describeCodeLockout } from './code-lockout-suite';
import { startTestServer } from './helpers/start-test-server';

describeCodeLockout('strangers and codes', (overrides) => startTestServer(overrides));
