import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

/** The manifest of the public pages' build: the server reads it to name their script and CSS. */
export const PUBLIC_MANIFEST = 'public-manifest.json';

/**
 * What the two form pages (/register, /updateEntries) share: the form hook, the native fields,
 * the plain alerts and form footer, the registration API and the request runner, and the domain's
 * fees and eligibility. One chunk: left to the automatic splitting they came in five, and the
 * split cost /register 2 KB of gzip against its 100 KB budget (e2e/server-rendered-pages.spec.ts).
 * The combobox is left out: only the registered partner's search and the opened registration
 * draw it, both loaded on demand. (The staff's Refresh all on /live takes the chunk with the
 * request runner.)
 */
const FORMS =
  /[\\/](web[\\/]src[\\/](components[\\/](native-fields|plain[\\/]plain-(alert|form-footer))|lib[\\/](forms[\\/](field-problems|server-field-errors)|api[\\/](registrations|use-action|describe-failure)|confirm[\\/]confirm-store|format-money)|widgets[\\/]dancer-fields)|node_modules[\\/](@mantine[\\/]form|klona|fast-deep-equal)|domain[\\/]src[\\/](registration[\\/](registration-window|fees|eligibility)|competition[\\/](schedule-items|affiliations)))[\\/.]/;

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
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              name: 'public-forms',
              test: (id) => FORMS.test(id) && !id.includes('combobox-field'),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
