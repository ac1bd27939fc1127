import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { ownRegistration } from '../views/own-registration';
import { publicView } from '../views/public-view';
import { registrarView } from '../views/staff-view';
import { dancerBalance } from './balance';
import { messageAudience } from '../messages/message-audience';
import { renderMessage } from '../messages/render-message';
import { invoices } from './invoices';
import {
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  IN_LATE,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

/** Ann and Bo register early for Bronze Standard: 20.00 + 10.00 each. */
const registered = runAt(registrationCompetition(), contextAt(IN_EARLY), {
  type: 'register',
  dancer: registrant('Ann Lee', { affiliation: 'Independent' }),
  role: 'lead',
  partner: { kind: 'new', dancer: registrant('Bo Ray') },
  events: ['Bronze Standard'],
});
const ann = idOf(registered, 'Ann Lee');
const staff = contextAt(IN_LATE, true);

function paid(state: CompetitionState, amount: number): CompetitionState {
  return runAt(state, staff, {
    type: 'recordPayment',
    competitorId: ann,
    amount,
    method: 'cash',
    note: '',
  });
}

function paymentId(state: CompetitionState): string {
  return Object.values(state.registration.payments ?? {}).at(-1)!.id;
}

function correction(
  state: CompetitionState,
  kind: 'refund' | 'void',
  amount?: number,
): Extract<Command, { type: 'correctPayment' }> {
  return {
    type: 'correctPayment',
    paymentId: paymentId(state),
    kind,
    ...(amount === undefined ? {} : { amount }),
    reason: 'Paid at the door twice',
  };
}

function annBalance(state: CompetitionState) {
  const payments = Object.values(state.registration.payments ?? {});
  return dancerBalance(state.registration.accounts![ann]!, payments);
}

describe('refunds and voids of a payment (issue 25 item 9)', () => {
  it('a partial refund takes its amount off what was paid and keeps the payment as received', () => {
    const before = paid(registered, 3000);
    const after = runAt(before, staff, correction(before, 'refund', 1000));
    expect(annBalance(after)).toEqual({
      due: 3000,
      paid: 2000,
      outstanding: 1000,
      status: 'part paid',
    });
    const payment = after.registration.payments![paymentId(before)]!;
    expect(payment.amount).toBe(3000);
    expect(payment.corrections).toEqual([
      {
        id: expect.any(String) as string,
        kind: 'refund',
        amount: 1000,
        reason: 'Paid at the door twice',
        at: IN_LATE,
        by: 'user:registrar',
      },
    ]);
  });

  it('a void takes back the whole payment, so the dancer owes all again', () => {
    const before = paid(registered, 3000);
    const after = runAt(before, staff, correction(before, 'void'));
    expect(annBalance(after)).toMatchObject({ paid: 0, outstanding: 3000, status: 'unpaid' });
    expect(after.registration.payments![paymentId(before)]!.corrections).toMatchObject([
      { kind: 'void', amount: 3000 },
    ]);
  });

  it('refuses a refund of more than is left of the payment, naming the amount', () => {
    const before = paid(registered, 3000);
    const once = runAt(before, staff, correction(before, 'refund', 1000));
    const twice = attemptAt(once, correction(once, 'refund', 2500), staff);
    expect(twice).toMatchObject({
      ok: false,
      error:
        'amount: at most 20.00 USD can be refunded from this payment (30.00 USD received, 10.00 USD already back)',
    });
    const voided = runAt(once, staff, correction(once, 'void'));
    expect(annBalance(voided).paid).toBe(0);
    expect(attemptAt(voided, correction(voided, 'refund', 1), staff)).toMatchObject({
      ok: false,
      error: 'paymentId: this payment is already refunded or voided in full',
    });
  });

  it('is refused to a dancer with their code, and names an unknown payment', () => {
    const before = paid(registered, 3000);
    expect(
      attemptAt(before, { ...correction(before, 'void'), paymentId: 'nope' }, staff),
    ).toMatchObject({ ok: false, error: 'paymentId: no payment with id "nope"' });
  });
});

describe('an overpayment is a credit (issue 25 item 9)', () => {
  const over = paid(registered, 5000);

  it('shows as a negative balance with the status credit', () => {
    expect(annBalance(over)).toEqual({
      due: 3000,
      paid: 5000,
      outstanding: -2000,
      status: 'credit',
    });
  });

  it('is settled by refunding it', () => {
    const refunded = runAt(over, staff, correction(over, 'refund', 2000));
    expect(annBalance(refunded)).toMatchObject({ outstanding: 0, status: 'paid' });
  });

  it('reaches the dancer’s own page, without who corrected it', () => {
    const refunded = runAt(over, staff, correction(over, 'refund', 500));
    const own = ownRegistration(refunded, ann)!;
    expect(own.due).toBe(-1500);
    expect(own.payments[0]!.corrections).toEqual([
      {
        id: expect.any(String) as string,
        kind: 'refund',
        amount: 500,
        reason: 'Paid at the door twice',
        at: IN_LATE,
      },
    ]);
  });

  it('reaches the invoice as a negative balance, each refund a line of its own', () => {
    const refunded = runAt(over, staff, correction(over, 'refund', 500));
    const invoice = invoices(registrarView(refunded)).find((each) => each.billTo === 'Ann Lee')!;
    expect(invoice.payments).toMatchObject([{ amount: 5000, method: 'cash' }]);
    expect(invoice.refunds).toEqual([
      {
        competitorId: ann,
        dancerName: 'Ann Lee',
        kind: 'refund',
        amount: 500,
        reason: 'Paid at the door twice',
        at: IN_LATE,
        paymentAt: IN_LATE,
        method: 'cash',
      },
    ]);
    expect(invoice).toMatchObject({ total: 3000, paid: 4500, balance: -1500 });
  });

  it('never reaches the public view: no payments, no refunds', () => {
    const refunded = runAt(over, staff, correction(over, 'refund', 500));
    const text = JSON.stringify(publicView(refunded));
    expect(text).not.toContain('Paid at the door twice');
    expect(publicView(refunded).registration).not.toHaveProperty('payments');
  });
});

describe('"those who owe" follows the corrections (issue 25 items 8 and 9)', () => {
  /** Who a mail to those who still owe reaches, by name, and what {owed} says to Ann. */
  function owing(state: CompetitionState) {
    const view = registrarView(state);
    const recipients = messageAudience(view, { kind: 'owing' }).recipients;
    const annMail = recipients.find((recipient) => recipient.names.includes('Ann Lee'));
    return {
      names: recipients.flatMap((recipient) => recipient.names),
      annOwes: annMail && renderMessage(view, { subject: '', body: '{owed}' }, annMail).text,
    };
  }

  it('reaches a dancer again once part of their payment is refunded, never one with a credit', () => {
    const settled = paid(registered, 3000);
    expect(owing(settled).names).not.toContain('Ann Lee');
    const refunded = runAt(settled, staff, correction(settled, 'refund', 1000));
    expect(owing(refunded)).toMatchObject({ annOwes: '10.00 USD' });
    expect(owing(refunded).names).toContain('Ann Lee');
    const voided = runAt(settled, staff, correction(settled, 'void'));
    expect(owing(voided)).toMatchObject({ annOwes: '30.00 USD' });
    expect(owing(paid(registered, 4500)).names).not.toContain('Ann Lee');
  });
});
