import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devPublicPagesProxy } from './dev-public-pages-proxy.ts';
import { precompress } from './precompress-plugin.ts';
import {
  SERVICE_WORKER_ENTRY,
  SERVICE_WORKER_FILE,
  serviceWorkerPrecache,
} from './service-worker-plugin.ts';

// The server (npm run dev at the repo root) listens on :3000; the Vite dev
// server proxies the API, the realtime socket and the public pages it draws to it.
export default defineConfig({
  plugins: [react(), serviceWorkerPrecache(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/healthz': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      ...devPublicPagesProxy('http://localhost:3000'),
    },
  },
  build: {
    // WEB_OUT_DIR lets two checkouts or builds on one machine keep apart (the server's WEB_DIST).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    // Source maps are built, with the sourceMappingURL comment, but the server serves them only
    // with SERVE_SOURCE_MAPS=true (404 otherwise). Not 'hidden': an operator who turns them on
    // while chasing a problem at an event gets them in the browser's DevTools at once, with no
    // rebuild; with them off the comment gives away only the map's file name.
    sourcemap: true,
    rolldownOptions: {
      // The judge tablet's offline app shell is built beside the app, at the site's root.
      input: { main: 'index.html', [SERVICE_WORKER_ENTRY]: 'src/service-worker/service-worker.ts' },
      output: {
        // React, React DOM and the router in one chunk every page loads: left to the automatic
        // splitting, the router went into a chunk of its own once the floor screens came, and the
        // split cost /register 1.5 KB of gzip against its 150 KB budget (e2e/registration.spec.ts).
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
        entryFileNames: (chunk) =>
          chunk.name === SERVICE_WORKER_ENTRY ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js',
      },
    },
  },
});
