import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { permissionsDoc, permissionsDocPath } from './permissions-doc';

describe('docs/permissions.md', () => {
  it('matches the policy in the domain package (run npm run docs:permissions)', () => {
    expect(readFileSync(permissionsDocPath, 'utf8')).toBe(permissionsDoc());
  });
});
