// What a benchmark's figures depend on besides the code, printed first by every benchmark so a
// figure copied into bench/README.md carries its commit and the machine's state (issue 26
// item 6: the same command gave 2.5× apart figures on two days, and nobody could say why).
// The load average is printed at the start and again at the end: on 2 cores, anything above
// about 0.5 means another process took turns with the benchmark, and the wall clock counts
// the waits.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

/** The commit measured, marked when the work tree differs from it. */
function measuredCommit(): string {
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown commit';
  return git('status', '--porcelain', '--untracked-files=no') === ''
    ? commit
    : `${commit} + changes`;
}

/** The 1, 5 and 15 minute load averages, as `0.4 / 0.9 / 1.2`. */
export function loadAverages(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
}

/**
 * Node flags that change how fast JavaScript runs: a coverage or inspector run, or flags
 * such as `--single-threaded`, make figures that no user's server would see.
 */
function nodeFlags(): string {
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ').trim();
  const coverage = process.env.NODE_V8_COVERAGE
    ? ' NODE_V8_COVERAGE set (coverage slows code)'
    : '';
  return `${flags || 'none'}${coverage}`;
}

/** Prints the machine line now and the load average again when the process ends. */
export function printMachine(benchmark: string): void {
  const cpu = os.cpus();
  console.log(
    `${benchmark}: commit ${measuredCommit()} · Node ${process.version} · ${cpu[0]?.model ?? 'CPU'} × ${cpu.length} · node flags: ${nodeFlags()}`,
  );
  console.log(`  load average at start (1 / 5 / 15 min): ${loadAverages()}`);
  process.on('exit', () => {
    console.log(`  load average at end (1 / 5 / 15 min): ${loadAverages()}`);
  });
}
