import { describe, expect, it } from 'vitest';
import { zonedInputToIso } from '../time/zoned-input';
import type { RegisterCommand } from './commands';
import {
  contextAt,
  idOf,
  owed,
  registrant,
  registrationCompetition,
  runAt,
  attemptAt,
  IN_EARLY,
} from '../../testing/registration-competition';

const NEW_YORK = 'America/New_York';

/**
 * The fixture's competition on New York time, its deadlines typed on the venue's clock
 * across the 2027 daylight-saving changes: early registration ends at 02:30 on
 * 14 March (the hour the clock skips), normal registration at 01:30 on 7 November (the
 * hour that happens twice), and registration closes at 23:59 that day.
 */
const state = runAt(registrationCompetition(), contextAt(IN_EARLY, true), {
  type: 'updateMetadata',
  patch: {
    timeZone: NEW_YORK,
    dateRegistrationEarly: zonedInputToIso('2027-03-14T02:30', NEW_YORK),
    dateRegistrationOpen: zonedInputToIso('2027-11-07T01:30', NEW_YORK),
    dateRegistrationClosed: zonedInputToIso('2027-11-07T23:59', NEW_YORK),
  },
});

const ann: RegisterCommand = {
  type: 'register',
  dancer: registrant('Ann Lee'),
  role: 'lead',
  partner: { kind: 'new', dancer: registrant('Bo Ray') },
  events: ['Bronze Standard'],
};

/** The phase and what Ann owes (cents) when she registers at `at`. */
function registeredAt(at: string) {
  const decision = attemptAt(state, ann, contextAt(at));
  expect(decision.ok, decision.ok ? '' : decision.error).toBe(true);
  const after = decision.after!;
  return {
    phase: after.registration.accounts?.[idOf(after, 'Ann Lee')]?.phase,
    owes: owed(after, 'Ann Lee'),
  };
}

describe('the price follows the phase the zoned deadlines give (issue 25 items 3 and 4)', () => {
  it('charges the Early price until 03:30 daylight time on the spring-forward day', () => {
    // 02:30 does not exist that night: the deadline is 03:30 EDT, 07:30 UTC.
    expect(registeredAt('2027-03-14T07:29:59Z')).toEqual({ phase: 'Early', owes: 3000 });
    expect(registeredAt('2027-03-14T07:30:00Z')).toEqual({ phase: 'Normal', owes: 3700 });
  });

  it('charges the Late price from the first 01:30 of the fall-back night', () => {
    // The first 01:30 is daylight time (05:30 UTC); the second, an hour later, is standard.
    expect(registeredAt('2027-11-07T05:29:59Z')).toEqual({ phase: 'Normal', owes: 3700 });
    expect(registeredAt('2027-11-07T05:30:00Z')).toEqual({ phase: 'Late', owes: 5000 });
  });

  it('refuses a registration after 23:59 New York time, though UTC has long passed midnight', () => {
    // 23:59 EST on 7 November is 04:59 UTC on the 8th.
    expect(registeredAt('2027-11-08T04:58:59Z').phase).toBe('Late');
    const refused = attemptAt(state, ann, contextAt('2027-11-08T04:59:00Z'));
    expect(refused.ok).toBe(false);
  });
});
