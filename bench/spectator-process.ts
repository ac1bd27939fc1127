// Starts bench/spectator-clients.ts in a second process and talks to it over IPC.
import { spawn } from 'node:child_process';
import { root } from './bench-server';

export interface SpectatorProcess {
  /** The clients' process, for its CPU and memory. */
  pid: number;
  /** Resolves with the first message of `type`; rejects if the clients failed first. */
  waitFor(type: string, ms: number): Promise<Record<string, unknown>>;
  send(message: Record<string, unknown>): void;
  kill(): void;
}

/** N spectators on the public view of the server at `port`; resolves once all hold a snapshot. */
export async function startSpectators(
  port: number,
  clients: number,
  marker?: string,
): Promise<SpectatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/spectator-clients.ts'], {
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
          reject(new Error(`no "${type}" from the spectators in ${ms} ms`));
        } else {
          setTimeout(check, 5);
        }
      };
      check();
    });
  child.send({
    type: 'start',
    url: `ws://localhost:${port}/api/realtime`,
    origin: `http://localhost:${port}`,
    clients,
    marker,
  });
  await waitFor('ready', 300_000);
  return {
    pid: child.pid!,
    waitFor,
    send: (message) => child.send(message),
    kill: () => child.kill(),
  };
}
