import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server (npm run dev at the repo root) listens on :3000; the Vite dev
// server proxies the API and the realtime socket to it.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/healthz': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
  build: {
    // WEB_OUT_DIR lets two checkouts or builds on one machine keep apart (the server's WEB_DIST).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
  },
});
