import { describe, expect, it } from 'vitest';
import { screensFor } from '@floorcraft/domain';
import { switchTarget } from './switch-target';

// The screens the server offers an owner and a registrar (GET /api/auth/session).
const owner = screensFor(['owner']);
const registrar = screensFor(['registrar']);

describe('the competition switcher keeps the admin page (issue 25)', () => {
  it('leads to the same page of the other competition, under its own slug', () => {
    expect(switchTarget('/admin/officials', 'autumn-open', owner)).toBe(
      '/c/autumn-open/admin/officials',
    );
    expect(
      switchTarget('/c/spring-cup/admin/competitors/add-competitor', 'autumn-open', registrar),
    ).toBe('/c/autumn-open/admin/competitors/add-competitor');
    expect(switchTarget('/c/spring-cup/admin', 'autumn-open', registrar)).toBe(
      '/c/autumn-open/admin',
    );
  });

  it('leads to the dashboard where the roles held there do not offer the page', () => {
    expect(switchTarget('/c/spring-cup/admin/members', 'autumn-open', registrar)).toBe(
      '/c/autumn-open/admin',
    );
  });
});
