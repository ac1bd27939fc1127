// The mail timing side channel (issue 24, item 9; ADR 026): does the request
// sent right after a password-reset request take longer when the email is
// registered? An attacker asks for a reset for an email, waits for the 202,
// sends GET /healthz at once and times it; known and unknown emails alternate,
// each email asked once (three reset mails per email an hour is the limit).
// The server runs in a process of its own (bench/mail-side-channel-server.ts),
// mail going to the outbox, as on a server without SMTP.
// Reports the medians and the Mann–Whitney rank-sum z of the two series: |z|
// under 2 is what chance gives one time in twenty; the issue measured z = 5.7.
// Run: npx tsx bench/mail-side-channel.ts [pairs=200].
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, rankSumZ } from './rank-test';
import { root } from './bench-server';

const PAIRS = Number(process.argv[2] ?? 200);

const dir = mkdtempSync(path.join(os.tmpdir(), 'floorcraft-mail-side-channel-'));
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'bench/mail-side-channel-server.ts', String(PAIRS)],
  { cwd: root, env: { ...process.env, DATA_DIR: dir }, stdio: ['ignore', 'pipe', 'inherit'] },
);
const url = await new Promise<string>((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += String(chunk);
    const ready = /ready (\S+)/.exec(output);
    if (ready?.[1]) {
      resolve(ready[1]);
    }
  });
  server.once('exit', (code) =>
    reject(new Error(`the bench server ended (${code}) before it listened`)),
  );
});

async function askReset(email: string): Promise<void> {
  const response = await fetch(`${url}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email }),
  });
  await response.arrayBuffer();
  if (response.status !== 202) {
    throw new Error(`password reset for ${email}: ${response.status}`);
  }
}

/** The time of the request sent as soon as the reset request for `email` is answered. */
async function nextRequestMs(email: string): Promise<number> {
  await askReset(email);
  const started = performance.now();
  await (await fetch(`${url}/healthz`)).arrayBuffer();
  return performance.now() - started;
}

try {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < PAIRS; i += 1) {
    known.push(await nextRequestMs(`known-${i}@example.org`));
    unknown.push(await nextRequestMs(`unknown-${i}@example.org`));
  }
  const z = rankSumZ(known, unknown);
  console.log(
    `${PAIRS} pairs: next request after a known email ${median(known).toFixed(2)} ms (median), ` +
      `after an unknown one ${median(unknown).toFixed(2)} ms; rank-sum z = ${z.toFixed(2)}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
