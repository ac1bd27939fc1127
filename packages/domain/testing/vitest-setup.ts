// Run before every test file of the projects that use these builders (vitest.config.ts). Test
// files share their worker's modules (ADR 040): without this, a file's keys and codes would go
// on from wherever the file before it stopped, and a test that reads a key (a stored log's
// hash, an event's id) would pass or fail by the order Vitest happened to run the files in.
// It imports only the counters: loading the domain here would load it before a file's vi.mock.
import { resetBuilderCounters } from './counters';

resetBuilderCounters();
