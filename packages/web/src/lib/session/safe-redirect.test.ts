import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('the redirect after sign-in', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirect('/admin/scrutineer?round=3', '/admin')).toBe('/admin/scrutineer?round=3');
    expect(safeRedirect('/c/spring-open/admin', '/admin')).toBe('/c/spring-open/admin');
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin',
    '',
    null,
  ])('refuses %s and uses the fallback', (target) => {
    expect(safeRedirect(target, '/admin')).toBe('/admin');
  });
});
