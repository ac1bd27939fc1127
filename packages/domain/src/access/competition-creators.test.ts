import { describe, expect, it } from 'vitest';
import type { Actor } from './actor';
import { mayCreateCompetition } from './competition-creators';

const admin: Actor = { kind: 'member', userId: 'a', roles: [], serverAdministrator: true };
const owner: Actor = { kind: 'member', userId: 'o', roles: ['owner'] };
const allowed = (...args: Parameters<typeof mayCreateCompetition>) =>
  mayCreateCompetition(...args).allowed;

describe('who may create a competition (issue 25)', () => {
  it('lets server administrators and the server itself, whatever the setting', () => {
    for (const setting of ['server-administrators', 'organizers'] as const) {
      expect(allowed(admin, setting, false)).toBe(true);
      expect(allowed({ kind: 'system', label: 'cli' }, setting, false)).toBe(true);
    }
  });

  it('lets a named organizer only when the setting says organizers', () => {
    expect(allowed(owner, 'organizers', true)).toBe(true);
    expect(mayCreateCompetition(owner, 'server-administrators', true)).toEqual({
      allowed: false,
      reason: 'only a server administrator can create a competition',
    });
  });

  it('refuses an account nobody named, and anybody not signed in', () => {
    expect(allowed(owner, 'organizers', false)).toBe(false);
    expect(mayCreateCompetition({ kind: 'anonymous' }, 'organizers', true)).toEqual({
      allowed: false,
      reason: 'sign in to create a competition',
    });
  });
});
