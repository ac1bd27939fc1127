import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting is not restarted at once again. */
const QUICK_DEATH_MS = 5_000;

/**
 * `WORKERS=N npm start`: the primary process forks N server processes that
 * share the port (node's cluster hands each new connection to the next
 * worker) and one PostgreSQL database, so no worker needs to be sticky. A
 * worker that dies (a crash, `kill -9`) is replaced; SIGTERM or SIGINT stops
 * every worker gracefully and then the primary. Resolves when all are listening.
 */
export function runWorkers(count: number): Promise<void> {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        process.exit(0);
      }
      return;
    }
    console.error(
      `  worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`,
    );
    setTimeout(fork, lived < QUICK_DEATH_MS ? 1_000 : 0);
  });
  const stop = () => {
    stopping = true;
    if (startedAt.size === 0) {
      process.exit(0);
    }
    for (const worker of startedAt.keys()) {
      worker.process.kill('SIGTERM');
    }
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const workers = Array.from({ length: count }, fork);
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise<number>((resolve) => worker.once('listening', ({ port }) => resolve(port))),
    ),
  ).then(([port]) => {
    // PORT=0: the primary picked one free port for all of them; this is it.
    console.log(`\n  Floorcraft is running at http://localhost:${port} in ${count} processes\n`);
  });
}
