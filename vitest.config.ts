import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { filesMockingModules } from './scripts/vitest-module-mocks.ts';

// One Vitest run covers every package: unit tests beside the code and the
// server's integration tests (real SQLite, real PostgreSQL, real WebSockets). Browser tests
// live in e2e/ and run under Playwright instead.

/**
 * Test files share their worker's module cache (`isolate: false`) unless their project says
 * `isolate: true`: importing the server or the domain afresh for each file cost most of the
 * 184 s Vitest spent importing, of its 704 s on two cores (ADR 040). A file that replaces a
 * module with `vi.mock` cannot share it (another file may have imported the real one first), so
 * those files run in an isolated project of their own.
 */
function sharingModules(project: TestProjectInlineConfiguration): TestProjectInlineConfiguration[] {
  const test = project.test ?? {};
  if (test.isolate === true) {
    return [project];
  }
  const root = fileURLToPath(new URL(test.root ?? '.', import.meta.url));
  const mocking = filesMockingModules(root, test.include ?? []);
  const shared = {
    ...project,
    test: {
      ...test,
      isolate: false,
      exclude: [...(test.exclude ?? configDefaults.exclude), ...mocking],
    },
  };
  if (mocking.length === 0) {
    return [shared];
  }
  const name = typeof test.name === 'object' ? test.name.label : (test.name ?? 'tests');
  const isolated = {
    ...project,
    test: { ...test, name: `${name} (module mocks)`, include: mocking, isolate: true },
  };
  return [shared, isolated];
}

/**
 * Before each file: the domain's test builders start their keys and codes at the first again,
 * as they did when every file had modules of its own (packages/domain/testing/vitest-setup.ts).
 */
const RESET_TEST_BUILDERS = './packages/domain/testing/vitest-setup.ts';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker. The server's integration tests spend much of
    // their time waiting on sockets, child processes and PostgreSQL, so three keep both cores
    // busy: 317 s for those files with one worker against 211 s with three (ADR 040).
    maxWorkers: 3,
    projects: [
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'skating',
          include: ['packages/skating/{src,test}/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          setupFiles: [RESET_TEST_BUILDERS],
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/{src,test}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.pg.test.ts'],
          setupFiles: [RESET_TEST_BUILDERS],
          testTimeout: 20_000,
        },
      },
      {
        // Tests against a real PostgreSQL: TEST_DATABASE_URL, else a throwaway server.
        test: {
          name: 'server-postgres',
          include: ['packages/server/{src,test}/**/*.pg.test.ts'],
          globalSetup: ['./scripts/test-postgres.mjs'],
          setupFiles: [RESET_TEST_BUILDERS],
          testTimeout: 20_000,
        },
      },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
          environment: 'happy-dom',
          // The app keeps state in modules (the competition index, the signed-in user, the
          // confirm dialog) and happy-dom keeps localStorage: each file gets its own.
          isolate: true,
        },
      },
    ].flatMap(sharingModules),
  },
});
