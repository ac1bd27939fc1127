// Starts bench/spectator-clients.ts in a second process and talks to it over IPC.
import { startBenchChild, type BenchChild } from './bench-child';

export type SpectatorProcess = BenchChild;

/** N spectators on the public view of the server at `port`; resolves once all hold a snapshot. */
export async function startSpectators(
  port: number,
  clients: number,
  marker?: string,
): Promise<SpectatorProcess> {
  const child = startBenchChild('bench/spectator-clients.ts', {
    type: 'start',
    url: `ws://localhost:${port}/api/realtime`,
    origin: `http://localhost:${port}`,
    clients,
    marker,
  });
  await child.waitFor('ready', 300_000);
  return child;
}
