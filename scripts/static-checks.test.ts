import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without types, run by `npm test` itself
import { runStaticChecks, STATIC_CHECKS } from './static-checks.mjs';

interface Check {
  label: string;
  script: string;
}
const checks = STATIC_CHECKS as Check[];
const runChecks = runStaticChecks as (run: (label: string, script: string) => number) => {
  failed: string | undefined;
};

const root = path.resolve(new URL('..', import.meta.url).pathname);
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};
const packageScripts = rootPackage.scripts;

describe('npm test runs our own rules before the tests', () => {
  it('checks types, lint, formatting and unused code, each by its package.json script', () => {
    expect(checks.map((check) => check.label)).toEqual([
      'typecheck',
      'lint',
      'format check',
      'unused code',
    ]);
    expect(packageScripts.typecheck).toContain('tsc -p packages/web');
    expect(packageScripts.lint).toContain('eslint --max-warnings 0');
    expect(packageScripts['format:check']).toBe('prettier --check .');
    expect(packageScripts.knip).toMatch(/^knip\b/);
    for (const check of checks) {
      expect(packageScripts[check.script]).toBeDefined();
    }
  });

  it.each(['typecheck', 'lint', 'format check', 'unused code'])(
    'stops at a failing %s and names it, running nothing after it',
    (failing) => {
      const ran: string[] = [];
      const outcome = runChecks((label) => {
        ran.push(label);
        return label === failing ? 2 : 0;
      });
      expect(outcome.failed).toBe(failing);
      expect(ran.at(-1)).toBe(failing);
      expect(ran).toHaveLength(checks.findIndex((check) => check.label === failing) + 1);
    },
  );

  it('passes when every check passes', () => {
    expect(runChecks(() => 0).failed).toBeUndefined();
  });

  it('looks for unused code in every npm workspace, each with its entry points named', () => {
    // knip.jsonc is JSON with whole-line comments and trailing commas.
    const knip = JSON.parse(
      readFileSync(path.join(root, 'knip.jsonc'), 'utf8')
        .replace(/^\s*\/\/.*$/gm, '')
        .replace(/,(\s*[}\]])/g, '$1'),
    ) as { workspaces: Record<string, unknown> };
    expect(Object.keys(knip.workspaces).sort()).toEqual(['.', ...rootPackage.workspaces].sort());
  });

  it('is wired into the test script ahead of the build and the test runners', () => {
    const script = readFileSync(path.join(root, 'scripts/test-all.mjs'), 'utf8');
    const checksAt = script.indexOf('runStaticChecks(');
    expect(checksAt).toBeGreaterThan(0);
    expect(checksAt).toBeLessThan(script.indexOf("run('build'"));
    expect(checksAt).toBeLessThan(script.indexOf("'vitest',"));
  });
});
