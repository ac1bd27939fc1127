import { configDefaults, defineConfig } from 'vitest/config';

// One Vitest run covers every package: unit tests beside the code and the
// server's integration tests (real SQLite, real PostgreSQL, real WebSockets). Browser tests
// live in e2e/ and run under Playwright instead.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 } },
      {
        test: {
          name: 'skating',
          include: ['packages/skating/{src,test}/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['packages/server/{src,test}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.pg.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Tests against a real PostgreSQL: TEST_DATABASE_URL, else a throwaway server.
        test: {
          name: 'server-postgres',
          include: ['packages/server/{src,test}/**/*.pg.test.ts'],
          globalSetup: ['./scripts/test-postgres.mjs'],
          testTimeout: 20_000,
        },
      },
      {
        extends: './packages/web/vite.config.ts',
        test: {
          name: 'web',
          root: './packages/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
