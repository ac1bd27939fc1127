import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server-side renderer of the public pages (ADR 044): one self-contained ES module the
// server imports at start from `<web dist>/ssr/`, with React and the domain bundled in, so it
// runs from wherever the build was put (WEB_OUT_DIR) without node_modules beside it.
export default defineConfig({
  plugins: [react()],
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: `${process.env.WEB_OUT_DIR ?? 'dist'}/ssr`,
    emptyOutDir: true,
    ssr: 'src/public-app/entry-server.tsx',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
