import { describeHeldFinals } from './held-finals-suite';
import { startTestServer } from './helpers/start-test-server';

describeHeldFinals('held finals on SQLite', () => startTestServer());
