// Starts the real server for the browser tests on an empty data directory,
// so every run begins from the freshly seeded demo competition, with one
// account per role the tests sign in as (made with the admin CLI).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR) {
  throw new Error('DATA_DIR must be set for the browser-test server');
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true });

const accounts = JSON.parse(process.env.E2E_ACCOUNTS ?? '[]');
for (const { email, name, role, competition, password } of accounts) {
  const created = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/src/admin.ts',
      'create-user',
      '--email',
      email,
      '--name',
      name,
      '--password',
      password,
      '--competition',
      competition,
      '--role',
      role,
    ],
    { stdio: 'inherit' },
  );
  if (created.status !== 0) {
    throw new Error(`could not create the test account ${email}`);
  }
}

const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
