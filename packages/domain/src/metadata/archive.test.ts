import { describe, expect, it } from 'vitest';
import { authorizeCommand } from '../access/authorize';
import { decide } from '../composition/decide';
import { demoCompetition } from '../demo/demo-competition';
import { publicView } from '../views/public-view';
import { attempt, run } from '../../testing/setup-competition';

const demo = () => run(undefined, ...demoCompetition('2027-01-10'));
const member = (...roles: ('owner' | 'admin')[]) => ({
  kind: 'member' as const,
  userId: 'u',
  roles,
});

describe('archiving a competition (issue 25)', () => {
  it('refuses every change to an archived competition, naming it and how to change it again', () => {
    const archived = run(demo(), { type: 'archiveCompetition' });
    for (const command of [
      { type: 'updateMetadata', patch: { tagline: 'Too late' } },
      { type: 'setAffiliations', affiliations: ['Northbridge College'] },
      { type: 'checkIn', competitorIds: [], checkedIn: true },
    ] as const) {
      const decision = attempt(archived, command as never);
      expect(decision).toEqual({
        ok: false,
        error:
          '"Harbor City Collegiate DanceSport Championships" is archived and read-only; its owner can un-archive it to change it',
      });
    }
  });

  it('refuses a public registration to an archived competition', () => {
    const archived = run(demo(), { type: 'archiveCompetition' });
    const decision = decide(
      archived,
      {
        type: 'register',
        dancer: { name: 'Ada Late', email: 'ada@example.com', affiliation: 'Northbridge College' },
        role: 'lead',
        partner: { kind: 'tba' },
        events: [],
      } as never,
      { newKey: () => 'k', now: () => '2027-01-10T12:00:00.000Z' },
    );
    expect(decision.ok).toBe(false);
  });

  it('takes changes again once un-archived, and keeps its results public meanwhile', () => {
    const before = demo();
    const archived = run(before, { type: 'archiveCompetition' });
    expect(publicView(archived).results).toEqual(publicView(before).results);
    expect(publicView(archived).archived).toBe(true);
    const reopened = run(archived, { type: 'unarchiveCompetition' });
    expect(reopened.archived).toBe(false);
    expect(attempt(reopened, { type: 'updateMetadata', patch: { tagline: 'Back' } }).ok).toBe(true);
  });

  it('refuses archiving twice and un-archiving what is not archived', () => {
    const archived = run(demo(), { type: 'archiveCompetition' });
    expect(attempt(archived, { type: 'archiveCompetition' }).ok).toBe(false);
    expect(attempt(demo(), { type: 'unarchiveCompetition' })).toEqual({
      ok: false,
      error: 'this competition is not archived',
    });
  });

  it('is its owner’s call only', () => {
    expect(authorizeCommand(member('owner'), { type: 'archiveCompetition' }).allowed).toBe(true);
    expect(authorizeCommand(member('admin'), { type: 'archiveCompetition' })).toEqual({
      allowed: false,
      reason: 'your roles in this competition do not allow you to archive competition',
    });
    expect(authorizeCommand(member('admin'), { type: 'unarchiveCompetition' }).allowed).toBe(false);
  });
});
