// A benchmark's second process (clients whose own work must not slow the
// measuring process), talked to over IPC: started with one message, it
// answers with messages of its own, or `failed`.
import { spawn } from 'node:child_process';
import { root } from './bench-server';

export interface BenchChild {
  /** The child's process, for its CPU and memory. */
  pid: number;
  /** Resolves with the first message of `type`; rejects if the child failed first. */
  waitFor(type: string, ms: number): Promise<Record<string, unknown>>;
  send(message: Record<string, unknown>): void;
  kill(): void;
}

/** Runs the TypeScript file `script` (from the repository root) and sends it `start`. */
export function startBenchChild(script: string, start: Record<string, unknown>): BenchChild {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const messages: Record<string, unknown>[] = [];
  child.on('message', (message: Record<string, unknown>) => messages.push(message));
  const waitFor = (type: string, ms: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        const index = messages.findIndex(
          (message) => message.type === type || message.type === 'failed',
        );
        const found = messages[index];
        if (found) {
          messages.splice(index, 1);
          if (found.type === 'failed') {
            reject(new Error(String(found.error)));
          } else {
            resolve(found);
          }
        } else if (Date.now() - started > ms) {
          reject(new Error(`no "${type}" from ${script} in ${ms} ms`));
        } else {
          setTimeout(check, 5);
        }
      };
      check();
    });
  child.send(start);
  return {
    pid: child.pid!,
    waitFor,
    send: (message) => child.send(message),
    kill: () => child.kill(),
  };
}
