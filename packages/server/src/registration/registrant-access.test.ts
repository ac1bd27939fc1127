import { applyAll, type CompetitionState, type DomainEvent } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { RegistrationLimits, registrationLimitsFromEnv } from '../accounts/registration-limits';
import { SqliteSqlClient } from '../sql/sqlite-sql-client';
import { openSqliteDatabase } from '../store/sqlite-database';
import { checkRegistrant } from './registrant-access';

/** A competition whose log holds a dancer registered before the new codes, with the code mailed then. */
function stateWithEarlierCode(code: string): CompetitionState {
  const events: DomainEvent[] = [
    {
      type: 'CompetitionCreated',
      slug: 'c',
      metadata: {
        fullName: 'Earlier codes',
        primaryColor: '#000000',
        startDate: '2027-01-01',
        endDate: '2027-01-01',
        registrationStatus: 'OPEN',
        resultsPageShown: false,
        socials: {},
        venue: { name: '', address: '' },
        tagline: '',
      },
    },
    {
      type: 'RegistrationAccountsOpened',
      accounts: {
        ada: {
          email: 'ada@example.org',
          student: false,
          waiverAcceptedAt: '2026-10-01T10:00:00Z',
          registeredAt: '2026-10-01T10:00:00Z',
          phase: 'Early',
          charges: [],
        },
      },
      codes: { ada: code },
    },
  ];
  return applyAll(undefined, events)!;
}

describe('a code mailed before the new codes', () => {
  it('still opens the registration, typed in any case, with spaces or a dash', async () => {
    const state = stateWithEarlierCode('AB0OCD1');
    const limits = new RegistrationLimits(
      registrationLimitsFromEnv({}),
      new SqliteSqlClient(openSqliteDatabase(':memory:')),
    );
    const check = (code: string) =>
      checkRegistrant(() => state, limits, '203.0.113.7', { email: 'Ada@example.org', code });
    for (const typed of ['AB0OCD1', 'ab0ocd1', ' AB0-OCD1 ', 'ab0o cd1']) {
      expect(await check(typed), typed).toEqual({ ok: true, competitorId: 'ada', alsoProven: [] });
    }
    // O and 0 are different characters in these codes: a look-alike is a wrong code.
    expect(await check('ABO0CD1')).toEqual({ ok: false, reason: 'wrong-code' });
  });
});
