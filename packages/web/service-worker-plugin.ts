import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { precacheList } from './src/service-worker/offline-strategy.ts';

/** The service worker's entry name and the file it is served as (scope: the whole site). */
export const SERVICE_WORKER_ENTRY = 'sw';
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * Fills the service worker's markers once the build knows its files: the
 * list to keep for offline use, and a cache name that changes with them.
 */
export function serviceWorkerPrecache(): Plugin {
  return {
    name: 'floorcraft-service-worker-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (!worker || worker.type !== 'chunk') {
        return;
      }
      const files = precacheList(Object.keys(bundle));
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      worker.code = worker.code
        .replace('__FLOORCRAFT_PRECACHE__', JSON.stringify(files))
        .replace('__FLOORCRAFT_CACHE__', JSON.stringify(`floorcraft-${version}`));
    },
  };
}
