// `npm run build:server`: the server as plain JavaScript, so `npm start` runs `node`
// without compiling TypeScript at every start (tsx stays for `npm run dev` and the tests).
//
// esbuild bundles our own code: the server and the workspace packages it imports
// (@floorcraft/domain and @floorcraft/skating export TypeScript source, which node cannot
// load). Every other package stays an import from node_modules, so native modules
// (better-sqlite3) and packages that read their own files at run time keep working.
//
// The output sits in packages/server/dist/, as deep as packages/server/src/, because
// config.ts finds the repository root (data/, packages/web/dist) three folders up from itself.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'packages/server');

/** Bare imports (packages) stay external, except our workspace packages. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@floorcraft/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: root,
  entryPoints: {
    main: path.join(serverDir, 'src/main.ts'),
    admin: path.join(serverDir, 'src/admin.ts'),
  },
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Stack traces in the logs point at the TypeScript source (`node --enable-source-maps`).
  sourcemap: 'linked',
  // The JSON log and error messages name classes and functions as in the source.
  keepNames: true,
  plugins: [nodeModulesExternal],
  logLevel: 'warning',
});
