import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

/** The manifest of the public pages' build: the server reads it to name their script and CSS. */
export const PUBLIC_MANIFEST = 'public-manifest.json';

// The server-rendered public pages' own build (ADR 044), beside the app's in the same folder:
// their script carries React and what those pages use, never the app's router or Mantine.
// `npm run build` runs it after the app's (vite.config.ts), which empties the folder.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: false,
    manifest: PUBLIC_MANIFEST,
    sourcemap: true,
    // The stylesheet is inlined into every page's head by the server: one file, never split.
    cssCodeSplit: false,
    rolldownOptions: {
      input: { public: 'src/public-app/entry-client.tsx' },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
});
