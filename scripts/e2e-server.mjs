// Starts the real server for the browser tests on an empty data directory,
// so every run begins from the freshly seeded demo competition.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

if (!process.env.DATA_DIR) {
  throw new Error('DATA_DIR must be set for the browser-test server');
}
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
