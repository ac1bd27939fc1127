// The checks `npm test` runs before any test: our own rules (types, lint,
// formatting, unused code) fail the run before a minute of tests is spent on code that
// breaks them. Each is the package.json script of the same name.

/** In order: the first that fails stops the run. */
export const STATIC_CHECKS = [
  { label: 'typecheck', script: 'typecheck' },
  { label: 'lint', script: 'lint' },
  { label: 'format check', script: 'format:check' },
  // Dead exports, unreachable files, unused or unlisted dependencies (knip.jsonc, ADR 039).
  { label: 'unused code', script: 'knip' },
];

/**
 * Runs each check with `run(label, script)` (its exit status) until one
 * fails, and names it: `{ failed: 'lint' }`, or `{ failed: undefined }`
 * when every check passed.
 */
export function runStaticChecks(run, checks = STATIC_CHECKS) {
  for (const check of checks) {
    if (run(check.label, check.script) !== 0) {
      return { failed: check.label };
    }
  }
  return { failed: undefined };
}
