#!/usr/bin/env node
// The scrutineer's command line: `npx floorcraft-skating [--explain] < round.json`.
// Reads standard input, runs the pure runCli, prints, and sets the exit code.
// The library is TypeScript source; tsx (a workspace dev tool) loads it.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/run-cli.ts');

let input = '';
process.stdin.setEncoding('utf8');
if (process.stdin.isTTY && !process.argv.includes('--help')) {
  process.stderr.write('floorcraft-skating: reading the round from standard input (see --help)\n');
}
for await (const chunk of process.stdin) {
  input += chunk;
}
const outcome = runCli(input, process.argv.slice(2));
process.stdout.write(outcome.stdout);
process.stderr.write(outcome.stderr);
process.exitCode = outcome.exitCode;
