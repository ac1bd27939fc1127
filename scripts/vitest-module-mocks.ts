import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

/** `vi.mock(` or `vi.doMock(` at the start of a statement: the file replaces a module. */
const MOCKS_A_MODULE = /^\s*vi\.(do)?[mM]ock\(/m;

/**
 * The test files under the absolute `root` matched by `include` that replace a module with `vi.mock`,
 * relative to `root` as Vitest's include and exclude patterns are. Such a file needs a module
 * graph of its own: in a shared one, another file may already have imported the real module.
 */
export function filesMockingModules(root: string, include: readonly string[]): string[] {
  const cwd = path.resolve(root);
  return globSync([...include], { cwd, ignore: ['**/node_modules/**'] })
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(path.join(cwd, file), 'utf8')))
    .sort();
}
