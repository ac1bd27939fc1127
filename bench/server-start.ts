// `npm run bench:start`: how long the server takes from process start to listening, and
// its memory then, run through tsx (as `npm start` did before issue 17) and as the
// JavaScript `npm run build:server` writes (as `npm start` runs it now).
//
// Each way starts 5 times on one data directory seeded by a first, uncounted start, in
// turn with the others so a busy machine slows them alike. Start-up ends at the line
// "running at", printed once the port listens. Memory is the resident set of the whole
// process tree (the tsx command runs the server in a child process of its own) one
// second after that line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './bench-server';
import { printMachine } from './machine';

printMachine('bench:start');

const RUNS = 5;
const PORT = Number(process.env.BENCH_PORT ?? 3795);

const ways: { name: string; args: string[] }[] = [
  {
    name: 'tsx CLI (old npm start)',
    args: ['node_modules/tsx/dist/cli.mjs', 'packages/server/src/main.ts'],
  },
  { name: 'node --import tsx', args: ['--import', 'tsx', 'packages/server/src/main.ts'] },
  {
    name: 'compiled, node --enable-source-maps (npm start)',
    args: ['--enable-source-maps', 'packages/server/dist/main.js'],
  },
  { name: 'compiled, plain node', args: ['packages/server/dist/main.js'] },
];

/** The process and every descendant, from /proc. */
function tree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean),
  );
  return [pid, ...children.flatMap((child) => tree(Number(child)))];
}

function rssMiB(pid: number): number {
  return tree(pid).reduce((sum, each) => {
    const kib = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1];
    return sum + Number(kib ?? 0) / 1024;
  }, 0);
}

/** One start: milliseconds to listening, and MiB resident one second later. */
async function startOnce(args: string[], dataDir: string): Promise<{ ms: number; mib: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const ms = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (output.includes('running at')) {
        resolve(performance.now() - started);
      }
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mib = rssMiB(child.pid ?? 0);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { ms, mib };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root });
if (built.status !== 0) {
  throw new Error('npm run build:server failed');
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-bench-start-'));
try {
  await startOnce(ways[0]?.args ?? [], dataDir); // seeds the demo; not counted
  const results = ways.map(() => ({ ms: [] as number[], mib: [] as number[] }));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, way] of ways.entries()) {
      const { ms, mib } = await startOnce(way.args, dataDir);
      results[index]?.ms.push(ms);
      results[index]?.mib.push(mib);
    }
  }
  console.log(`median of ${RUNS}, ${os.cpus().length} cores, Node ${process.version}`);
  for (const [index, way] of ways.entries()) {
    const result = results[index];
    console.log(
      `${way.name.padEnd(48)} start ${median(result?.ms ?? []).toFixed(0)} ms   RSS ${median(result?.mib ?? []).toFixed(1)} MiB`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
