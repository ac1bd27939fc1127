// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./packages/web/src/features', import.meta.url);
const webFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];
/**
 * Web folders that every feature may use, and that therefore import no feature:
 * `components` holds generic UI, `widgets` the pieces that know the competition.
 */
const sharedWebFolders = ['lib', 'components', 'widgets', 'config', 'hooks'];

/** The domain's layers (ADR 032): the kernel, the areas it serves, the root composing them. */
const domainSrc = './packages/domain/src';
const domainAreas = ['metadata', 'setup', 'scoring', 'registration', 'floor', 'messages'];
/**
 * What a domain area offers the others (ADR 032): its state, events and commands, and the
 * rule files another area must apply the same way (registration's fees, caps and balances,
 * setup's entries and couple batches, the floor's held finals). Anything else is its own.
 */
const domainAreaPublicFiles = ['state', 'events', 'commands'];
const domainAreaSharedFiles = {
  setup: ['entries', 'register-couples', 'save-competitor'],
  registration: ['balance', 'fees', 'late-entry', 'registration-standing', 'staff-caps'],
  floor: ['held-finals'],
};
/** The domain's folders above the root: the read side and what uses the composed model. */
const domainReadSide = [
  'views',
  'schedule-estimate',
  'access',
  'export',
  'sync',
  'demo',
  'new-competition',
  'audit',
];

/** Imports that would give the pure packages I/O, a clock, or a dependency on the outer layers. */
const pureImportBans = {
  patterns: [
    {
      group: ['node:*'],
      message: 'Pure packages do no I/O: pass what you need in from the server.',
    },
    {
      group: ['fs', 'fs/*', 'path', 'crypto', 'http', 'https', 'net', 'child_process', 'os'],
      message: 'Pure packages do no I/O: pass what you need in from the server.',
    },
    {
      group: ['@floorcraft/server', '@floorcraft/server/*', '@floorcraft/web', '@floorcraft/web/*'],
      message: 'skating and domain may not depend on server or web.',
    },
    { group: ['react', 'react-*', 'react/*'], message: 'Pure packages know nothing of React.' },
    {
      group: ['**/server/**', '**/web/**'],
      message: 'skating and domain may not reach into server or web.',
    },
  ],
};

/** Other packages reach the pure packages through their entry points, never their files. */
const publicIndexOnly = {
  group: ['@floorcraft/*/src/*', '**/domain/src/**', '**/skating/src/**'],
  message: 'Import domain and skating through their public index only.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results*/**',
      'playwright-report*/**',
      '.test-output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // Resolve extensionless relative TypeScript imports, so no-cycle sees each package's import graph.
      // (A plain-JS resolver: import-x 4.7+ needs native bindings this machine's registry lacks; ADR 004.)
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      'no-console': 'error',
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // The pure packages' code; skating's bin/ is the CLI's thin I/O shell. The domain's testing
    // entry builds states as the domain does, and its api/ entry (the HTTP API's types) is
    // shared by the server and the browser, so both are held to the same rules.
    files: [
      'packages/skating/src/**',
      'packages/domain/src/**',
      'packages/domain/api/**',
      'packages/domain/testing/**',
    ],
    rules: {
      'no-restricted-imports': ['error', pureImportBans],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pure packages do no I/O.' },
        { name: 'process', message: 'Pure packages read no environment.' },
        { name: 'setTimeout', message: 'Pure packages keep no timers.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass a clock in: pure code has no time.' },
        { object: 'Math', property: 'random', message: 'Pass ids and randomness in.' },
      ],
      // `new Date(iso)` parses a given time; `new Date()` and `Date()` read the clock.
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass a clock in: `new Date()` reads the time.',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'Pass a clock in: `Date()` reads the time.',
        },
      ],
    },
  },
  {
    files: [
      'packages/skating/src/**',
      'packages/domain/src/**',
      'packages/domain/api/**',
      'packages/domain/testing/**',
    ],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: {} },
  },
  {
    files: ['packages/web/**', 'packages/server/**', 'e2e/**', 'bench/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [publicIndexOnly] }] },
  },
  {
    // The domain's test builders make up competitions: the app and the server never run them.
    files: ['packages/web/src/**', 'packages/server/src/**'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'packages/web/src/test-support/**',
      // A contract suite the photo stores' tests share.
      'packages/server/src/uploads/photo-store-contract.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicIndexOnly,
            {
              group: ['@floorcraft/domain/testing'],
              message: '@floorcraft/domain/testing is for tests only.',
            },
          ],
        },
      ],
    },
  },
  {
    // components/ is generic UI; a piece that knows the competition goes in src/widgets. Flat
    // config does not merge one rule's options across blocks, so the other patterns repeat.
    files: ['packages/web/src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            publicIndexOnly,
            {
              group: ['@floorcraft/domain/testing'],
              message: '@floorcraft/domain/testing is for tests only.',
            },
            {
              group: [
                '@floorcraft/*',
                '**/lib/realtime/**',
                '**/lib/api/**',
                '**/config/paths',
                '**/widgets/**',
              ],
              message:
                'components/ is generic UI: a piece that knows the competition goes in src/widgets.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['packages/web/src/**'],
    rules: {
      // bulletproof-react: features do not import each other or the app that composes them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./packages/web/src/features/${feature}`,
              from: './packages/web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other: compose them in src/app.',
            })),
            {
              target: './packages/web/src/features',
              from: './packages/web/src/app',
              message: 'Features do not import the app; the app composes features.',
            },
            // Shared folders serve every feature, so they may depend on none of them.
            ...sharedWebFolders.map((folder) => ({
              target: `./packages/web/src/${folder}`,
              from: './packages/web/src/features',
              message: `src/${folder} is shared by every feature: it may import none of them.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Kiosk browsers suppress native dialogs: confirm() answered false at once and Post did
    // nothing. Screens ask with askToConfirm (lib/confirm), drawn by components/confirm-dialog.
    files: ['packages/web/src/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['confirm', 'alert', 'prompt'].map((name) => ({
          name,
          message: 'Native dialogs are suppressed in kiosk browsers: use askToConfirm.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        ...['confirm', 'alert', 'prompt'].map((property) => ({
          object: 'window',
          property,
          message: 'Native dialogs are suppressed in kiosk browsers: use askToConfirm.',
        })),
      ],
    },
  },
  {
    // The domain's arrows point down (ADR 032): the kernel (competition/) imports no area, no
    // root and no read side; an area imports no root, and another area only through the files
    // that area offers. Tests drive the whole model and are exempt; their builders live in
    // packages/domain/testing, outside these zones.
    files: ['packages/domain/src/**'],
    ignores: ['**/*.test.ts', '**/*.test-d.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...[...domainAreas, 'composition', ...domainReadSide].map((folder) => ({
              target: `${domainSrc}/competition`,
              from: `${domainSrc}/${folder}`,
              message: 'The kernel serves every area: it may import no area, root or read side.',
            })),
            ...domainAreas.map((area) => ({
              target: `${domainSrc}/${area}`,
              from: `${domainSrc}/composition`,
              message: 'Areas do not import the root that composes them: take what you need in.',
            })),
            ...domainAreas.flatMap((area) =>
              domainAreas
                .filter((other) => other !== area)
                .map((other) => {
                  const offered = [
                    ...domainAreaPublicFiles,
                    ...(domainAreaSharedFiles[other] ?? []),
                  ];
                  return {
                    target: `${domainSrc}/${area}`,
                    from: `${domainSrc}/${other}`,
                    except: offered.map((file) => `./${file}.ts`),
                    message: `An area imports another only through the files it offers: ${other}/ offers ${offered.join(', ')} (eslint.config.js, domainAreaSharedFiles).`,
                  };
                }),
            ),
          ],
        },
      ],
    },
  },
  {
    // The server's arrows point down (ADR 033): the host and what it stores know nothing of
    // sockets or HTTP; the channel registry (realtime/) follows the host, and routes (http/)
    // call it.
    files: ['packages/server/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['competitions', 'store', 'uploads', 'transfer'].flatMap((folder) =>
            ['realtime', 'http'].map((above) => ({
              target: `./packages/server/src/${folder}`,
              from: `./packages/server/src/${above}`,
              message: `src/${folder} is below src/${above}: ${above} may use it, never the reverse.`,
            })),
          ),
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: [
      'scripts/**',
      'packages/server/src/main.ts',
      // The cluster's primary has no logger: it prints like main.ts.
      'packages/server/src/cluster/run-workers.ts',
      'packages/server/src/admin.ts',
      'packages/*/bin/**',
      'bench/**',
      'e2e/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
