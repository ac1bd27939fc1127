import { describe, expect, it } from 'vitest';
import { ownRegistration } from '../views/own-registration';
import { dancerBalance } from './balance';
import { invoices } from './invoices';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  IN_LATE,
  owed,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

/** Ann registers early for Bronze Standard with Bo: 20.00 + 10.00 each. */
const registered = runAt(registrationCompetition(), contextAt(IN_EARLY), {
  type: 'register',
  dancer: registrant('Ann Lee', { affiliation: 'Independent' }),
  role: 'lead',
  partner: { kind: 'new', dancer: registrant('Bo Ray') },
  events: ['Bronze Standard'],
});
const ann = idOf(registered, 'Ann Lee');
const staff = contextAt(IN_LATE, true);

describe('a discount or fee waiver (issue 25 item 11)', () => {
  it('is a line of its own, with the reason and who gave it, counted in the balance', () => {
    const state = runAt(registered, staff, {
      type: 'adjustFees',
      competitorId: ann,
      kind: 'discount',
      amount: 500,
      reason: 'Volunteer on the door',
    });
    const charges = state.registration.accounts![ann]!.charges;
    expect(charges.at(-1)).toEqual(
      expect.objectContaining({
        kind: 'discount',
        amount: -500,
        reason: 'Volunteer on the door',
        by: 'user:registrar',
      }),
    );
    expect(dancerBalance({ charges }, []).due).toBe(3000 - 500);
    const invoice = invoices(state).find((each) => each.key === `dancer:${ann}`)!;
    expect(invoice.dancers[0]!.lines.at(-1)).toEqual(
      expect.objectContaining({ kind: 'discount', amount: -500, reason: 'Volunteer on the door' }),
    );
    expect(invoice.balance).toBe(2500);
    const own = ownRegistration(state, ann)!;
    expect(own.due).toBe(2500);
    expect(own.charges.at(-1)).not.toHaveProperty('by');
  });

  it('waives everything due, and refuses more than is due naming the amount', () => {
    const waived = runAt(registered, staff, {
      type: 'adjustFees',
      competitorId: ann,
      kind: 'waiver',
      reason: 'Organizer’s guest',
    });
    expect(owed(waived, 'Ann Lee')).toBe(0);
    expect(owed(waived, 'Bo Ray')).toBe(3000);
    const again = attemptAt(
      waived,
      { type: 'adjustFees', competitorId: ann, kind: 'waiver', reason: 'twice' },
      staff,
    );
    expect(again).toEqual({ ok: false, error: 'competitorId: Ann Lee owes no fees to reduce' });
    const tooMuch = attemptAt(
      registered,
      { type: 'adjustFees', competitorId: ann, kind: 'discount', amount: 5000, reason: 'x' },
      staff,
    );
    expect(tooMuch).toEqual({
      ok: false,
      error: "amount: at most 30.00 can be taken off (what Ann Lee's fees come to)",
    });
  });
});
