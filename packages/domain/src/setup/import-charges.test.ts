import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { dancerBalance } from '../registration/balance';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  IN_NORMAL,
  owed,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

const SCHOOL = 'Northbridge College';

/** Two couples of the CSV file, the first in two events. */
function importing(charge?: boolean): Command {
  return {
    type: 'importCouples',
    couples: [
      {
        lead: { name: 'Ann Lee', affiliation: SCHOOL },
        follow: { name: 'Bo Ray', affiliation: SCHOOL },
        events: ['Bronze Standard', 'Silver Latin'],
      },
      {
        lead: { name: 'Cy Day', affiliation: SCHOOL },
        follow: { name: 'Di Fox', affiliation: SCHOOL },
        events: ['Bronze Standard'],
      },
    ],
    ...(charge !== undefined && { charge }),
  };
}

const imported = (charge?: boolean, at = IN_NORMAL): CompetitionState =>
  runAt(registrationCompetition(), contextAt(at, true), importing(charge));

describe('charging couples imported from CSV (issue 25 item 11)', () => {
  it('charges nothing and opens no account without the option, as before', () => {
    const state = imported();
    expect(Object.keys(state.registration.accounts ?? {})).toEqual([]);
    expect(Object.keys(state.events['Bronze Standard']!.entries)).toHaveLength(2);
  });

  it("charges each dancer the dancer's fee and every entry at the current phase's price", () => {
    const normal = imported(true);
    // Normal: 2500 per dancer, 1200 per entry (the fixture's schedule).
    expect(owed(normal, 'Ann Lee')).toBe(2500 + 2 * 1200);
    expect(owed(normal, 'Bo Ray')).toBe(2500 + 2 * 1200);
    expect(owed(normal, 'Di Fox')).toBe(2500 + 1200);
    const early = imported(true, IN_EARLY);
    expect(owed(early, 'Cy Day')).toBe(2000 + 1000);
    const account = early.registration.accounts![idOf(early, 'Cy Day')]!;
    expect(account.phase).toBe('Early');
    expect(account.charges.map((charge) => charge.kind)).toEqual(['dancer', 'entry']);
    expect(dancerBalance(account, []).outstanding).toBe(3000);
  });

  it('leaves the waiver unsigned and the email empty: staff imported them, they signed nothing', () => {
    const state = imported(true);
    const account = state.registration.accounts![idOf(state, 'Ann Lee')]!;
    expect(account.waiverAcceptedAt).toBe('');
    expect(account.email).toBe('');
    // No competitor code: the dancer never gave an email to prove it with.
    expect(state.registration.codes?.[idOf(state, 'Ann Lee')]).toBeUndefined();
  });

  it('charges a self-registered dancer only the new entries, never the dancer fee again', () => {
    const registered = runAt(registrationCompetition(), contextAt(IN_EARLY), {
      type: 'register',
      dancer: registrant('Ann Lee'),
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Gold Standard'],
    });
    const id = idOf(registered, 'Ann Lee');
    const decision = attemptAt(
      registered,
      {
        type: 'importCouples',
        couples: [
          {
            lead: { id },
            follow: { name: 'Bo Ray', affiliation: SCHOOL },
            events: ['Bronze Standard'],
          },
        ],
        charge: true,
      },
      contextAt(IN_NORMAL, true),
    );
    expect(decision.ok).toBe(true);
    const after = decision.after!;
    // Early dancer fee and TBA entry from the registration, then one Normal entry.
    expect(owed(after, 'Ann Lee')).toBe(2000 + 1000 + 1200);
    expect(after.registration.accounts![id]!.waiverAcceptedAt).not.toBe('');
    expect(owed(after, 'Bo Ray')).toBe(2500 + 1200);
  });
});
