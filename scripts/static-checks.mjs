// The checks `npm test` runs before any test: our own rules (types, lint,
// formatting, unused code) fail the run before a minute of tests is spent on code that
// breaks them. Each is the package.json script of the same name.

/** Every check, in the order their outcomes are reported. */
export const STATIC_CHECKS = [
  { label: 'typecheck', script: 'typecheck' },
  { label: 'lint', script: 'lint' },
  { label: 'format check', script: 'format:check' },
  // Dead exports, unreachable files, unused or unlisted dependencies (knip.jsonc, ADR 039).
  { label: 'unused code', script: 'knip' },
];

/**
 * Runs every check at once with `run(label, script)` (a promise of its exit status) and names
 * those that failed, in the order above: `{ failed: ['lint'] }`, or `{ failed: [] }` when every
 * check passed. At once, because each check is one single-threaded process: on two cores the
 * type checker and ESLint side by side take the time of ESLint alone (ADR 042).
 */
export async function runStaticChecks(run, checks = STATIC_CHECKS) {
  const statuses = await Promise.all(checks.map((check) => run(check.label, check.script)));
  return { failed: checks.filter((_, index) => statuses[index] !== 0).map((check) => check.label) };
}
