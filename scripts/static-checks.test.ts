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
const runChecks = runStaticChecks as (
  run: (label: string, script: string) => Promise<number>,
) => Promise<{ failed: string[] }>;

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
    'names a failing %s after running every check',
    async (failing) => {
      const ran: string[] = [];
      const outcome = await runChecks((label) => {
        ran.push(label);
        return Promise.resolve(label === failing ? 2 : 0);
      });
      expect(outcome.failed).toEqual([failing]);
      expect(ran).toEqual(checks.map((check) => check.label));
    },
  );

  it('starts every check before the first one ends, and names each that failed in order', async () => {
    const started: string[] = [];
    const finish = new Map<string, (status: number) => void>();
    const outcome = runChecks(
      (label) =>
        new Promise<number>((resolve) => {
          started.push(label);
          finish.set(label, resolve);
        }),
    );
    expect(started).toEqual(checks.map((check) => check.label));
    // They end in another order than they are reported in.
    finish.get('unused code')?.(1);
    finish.get('lint')?.(0);
    finish.get('format check')?.(0);
    finish.get('typecheck')?.(2);
    expect((await outcome).failed).toEqual(['typecheck', 'unused code']);
  });

  it('passes when every check passes', async () => {
    expect((await runChecks(() => Promise.resolve(0))).failed).toEqual([]);
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
