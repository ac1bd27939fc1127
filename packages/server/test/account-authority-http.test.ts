import { describeAccountAuthority } from './account-authority-suite';
import { startTestServer } from './helpers/start-test-server';

describeAccountAuthority('account-wide actions across two competitions', () => startTestServer());
