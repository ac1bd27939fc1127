// Commands sent the way the server benchmarks load a server: each lane keeps
// one command waiting for its acknowledgement at a time, so N lanes are N
// commands in flight; a lane names the server it sends to, so lanes can be
// split between processes.
import { now, sendCommand } from './bench-server';

type Body = Record<string, unknown>;

export interface Acknowledged {
  /** From sending to the acknowledgement. */
  ms: number;
  version: number;
  ackedAt: number;
}

/** Sends one command to the server at `base` and measures the time to its acknowledgement. */
export async function timedCommand(base: string, body: Body): Promise<Acknowledged> {
  const started = now();
  const version = await sendCommand(base, body);
  const ackedAt = now();
  return { ms: ackedAt - started, version, ackedAt };
}

/**
 * One command in flight on each lane (a server's base URL) until `next` has
 * no more. A refused or failed command is counted, not fatal, so a benchmark
 * can report how many a load made fail.
 */
export async function sendInLanes(
  lanes: readonly string[],
  next: () => Body | undefined,
): Promise<{ acknowledged: Acknowledged[]; failures: string[] }> {
  const acknowledged: Acknowledged[] = [];
  const failures: string[] = [];
  await Promise.all(
    lanes.map(async (base) => {
      for (let body = next(); body !== undefined; body = next()) {
        try {
          acknowledged.push(await timedCommand(base, body));
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  return { acknowledged, failures };
}
