import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, where the browser-test server runs. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * How many browser-test workers run at once (E2E_WORKERS, default 1). Each has a server of its
 * own, with its own database and mail port, so specs never share state across workers; a spec
 * file is the unit a worker takes. Set this rather than Playwright's --workers, which would
 * start workers with no server of their own.
 *
 * One by default: on the 2-core machine each worker's Chromium and server fill a core, and two
 * workers took longer than one (the whole browser run, nothing else running: 34.5 min with two
 * workers, load 11–13, five first opens of a screen past the wait; 31 min with one). A machine
 * with more cores sets E2E_WORKERS to its core count.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** The first worker's port. Several runs may share the machine (benchmarks, a second checkout). */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3210);
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? E2E_BASE_PORT + 1);

/** Worker `index`'s server and the port its mail goes to: ten ports apart per worker. */
export function portsOfWorker(index: number): { port: number; smtpPort: number } {
  return { port: E2E_BASE_PORT + 10 * index, smtpPort: baseSmtpPort + 10 * index };
}

/**
 * This process's worker. Playwright loads the config again in every worker with
 * TEST_PARALLEL_INDEX set (0 … workers − 1, kept when a worker restarts), so the base URL, the
 * data folder and the mail port below are the worker's own; the runner itself counts as 0.
 */
const ownPorts = portsOfWorker(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** This worker's server port. */
export const E2E_PORT = ownPorts.port;
/** Where this worker's server sends mail: mail tests start a real SMTP server on it. */
export const E2E_SMTP_PORT = ownPorts.smtpPort;

/**
 * A server's database directory. One per port, and the admin CLI in tests must
 * use the same one, or it edits a database the running server never reads.
 */
export function dataDirOf(port: number): string {
  return path.join(REPO_ROOT, '.test-output', `e2e-data-${port}`);
}

/** This worker's server's database directory. */
export const E2E_DATA_DIR = dataDirOf(E2E_PORT);
