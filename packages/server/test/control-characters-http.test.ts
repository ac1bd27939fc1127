import { describeControlCharacters } from './control-characters-suite';
import { startTestServer } from './helpers/start-test-server';

describeControlCharacters('control characters on SQLite', (overrides) =>
  startTestServer(overrides),
);
