import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where the browser-test server runs. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Several runs may share the machine (benchmarks, a second checkout), so the port can move. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * The server's database directory. One per port, and the admin CLI in tests must
 * use the same one, or it edits a database the running server never reads.
 */
export const E2E_DATA_DIR = path.join(REPO_ROOT, '.test-output', `e2e-data-${E2E_PORT}`);
