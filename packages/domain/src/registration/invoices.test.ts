import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { registrarView } from '../views/staff-view';
import { dancerBalance } from './balance';
import { invoicePrefix, invoices, type Invoice } from './invoices';
import {
  contextAt,
  FEES,
  idOf,
  IN_EARLY,
  IN_LATE,
  IN_NORMAL,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

/**
 * Early: Ann and Bo (Northbridge) dance Bronze Standard. Normal: Cy
 * (Northbridge, a student) leads Di (Independent) in Gold Standard. Late:
 * Ann adds Silver Latin, looking for a partner. Payments: Ann 30.00 cash,
 * Bo 10.00 by transfer, Di 37.00 by cheque.
 */
function registered(): CompetitionState {
  const early = runAt(registrationCompetition(), contextAt(IN_EARLY), {
    type: 'register',
    dancer: registrant('Ann Lee'),
    role: 'lead',
    partner: { kind: 'new', dancer: registrant('Bo Ray') },
    events: ['Bronze Standard'],
  });
  const normal = runAt(early, contextAt(IN_NORMAL), {
    type: 'register',
    dancer: registrant('Cy Dunn', { student: true }),
    role: 'lead',
    partner: { kind: 'new', dancer: registrant('Di Eng', { affiliation: 'Independent' }) },
    events: ['Gold Standard'],
  });
  const late = runAt(normal, contextAt(IN_LATE), {
    type: 'changeEntries',
    competitorId: idOf(normal, 'Ann Lee'),
    add: { role: 'lead', partner: { kind: 'tba' }, events: ['Silver Latin'] },
    drop: [],
  });
  const pay = (name: string, amount: number, method: 'cash' | 'cheque' | 'transfer'): Command => ({
    type: 'recordPayment',
    competitorId: idOf(late, name),
    amount,
    method,
    note: '',
  });
  return registrarView(
    runAt(
      late,
      contextAt(IN_LATE, true),
      pay('Ann Lee', 3000, 'cash'),
      pay('Bo Ray', 1000, 'transfer'),
      pay('Di Eng', 3700, 'cheque'),
    ),
  );
}

const state = registered();
const prefix = invoicePrefix(state.slug);
const school = (list: Invoice[], name: string) => list.find((invoice) => invoice.billTo === name)!;

describe('invoices by school (issue 16)', () => {
  it('bills a school for its dancers’ charges, subtotalled by the phase each was charged at', () => {
    const northbridge = school(invoices(state), 'Northbridge College');
    expect(northbridge.school).toBe('Northbridge College');
    expect(northbridge.dancers.map((dancer) => [dancer.name, dancer.subtotal])).toEqual([
      // Early 20.00 + 10.00, then Silver Latin at the Late price 15.00.
      ['Ann Lee', 4500],
      ['Bo Ray', 3000],
      // A student at Normal prices: 15.00 + 7.00.
      ['Cy Dunn', 2200],
    ]);
    expect(northbridge.dancers[0]!.lines).toMatchObject([
      { kind: 'dancer', phase: 'Early', amount: FEES.perDancer.Early },
      { kind: 'entry', eventName: 'Bronze Standard', phase: 'Early', amount: 1000 },
      { kind: 'entry', eventName: 'Silver Latin', phase: 'Late', amount: 1500 },
    ]);
    expect(northbridge.phaseTotals).toEqual([
      { phase: 'Early', amount: 6000 },
      { phase: 'Normal', amount: 2200 },
      { phase: 'Late', amount: 1500 },
    ]);
    expect(northbridge.credits).toBe(0);
    expect(northbridge.total).toBe(9700);
  });

  it('takes the payments of every dancer of the school off, oldest first, with their method', () => {
    const northbridge = school(invoices(state), 'Northbridge College');
    expect(northbridge.payments).toMatchObject([
      { dancerName: 'Ann Lee', amount: 3000, method: 'cash', at: IN_LATE },
      { dancerName: 'Bo Ray', amount: 1000, method: 'transfer', at: IN_LATE },
    ]);
    expect(northbridge.paid).toBe(4000);
    expect(northbridge.balance).toBe(5700);
  });

  it('gives an independent dancer an invoice of their own, after the schools', () => {
    const list = invoices(state);
    expect(list.map((invoice) => invoice.billTo)).toEqual(['Northbridge College', 'Di Eng']);
    const di = school(list, 'Di Eng');
    expect(di.school).toBeUndefined();
    expect(di.key).toBe(`dancer:${idOf(state, 'Di Eng')}`);
    expect(di.phaseTotals).toEqual([{ phase: 'Normal', amount: 3700 }]);
    expect([di.total, di.paid, di.balance]).toEqual([3700, 3700, 0]);
  });

  it('numbers invoices by first registration, so a later school renumbers none', () => {
    const numbers = (list: Invoice[]) => list.map((invoice) => [invoice.billTo, invoice.number]);
    expect(numbers(invoices(state))).toEqual([
      ['Northbridge College', `${prefix}-001`],
      ['Di Eng', `${prefix}-002`],
    ]);
    const later = runAt(state, contextAt(IN_LATE), {
      type: 'register',
      dancer: registrant('Al Zee', { affiliation: 'Eastport University' }),
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Bronze Standard'],
    });
    expect(numbers(invoices(registrarView(later)))).toEqual([
      ['Eastport University', `${prefix}-003`],
      ['Northbridge College', `${prefix}-001`],
      ['Di Eng', `${prefix}-002`],
    ]);
  });

  it('prefixes numbers with the slug’s initials and numbers', () => {
    expect(invoicePrefix('harbor-city-dancesport-2027')).toBe('HCD2027');
    expect(invoicePrefix('spring')).toBe('S');
  });

  it('keeps a withdrawn dancer’s fee; credits for the entries they left are added up apart', () => {
    const withdrawn = registrarView(
      runAt(state, contextAt(IN_LATE, true), {
        type: 'withdrawDancer',
        competitorId: idOf(state, 'Bo Ray'),
      }),
    );
    const northbridge = school(invoices(withdrawn), 'Northbridge College');
    const bo = northbridge.dancers.find((dancer) => dancer.name === 'Bo Ray')!;
    expect(bo.withdrawnAt).toBe(IN_LATE);
    expect(bo.lines.at(-1)).toMatchObject({
      kind: 'entry',
      eventName: 'Bronze Standard',
      phase: 'Late',
      amount: -1000,
    });
    // The couple's entry left for both, so Ann is credited too (ADR 019's drop rule).
    expect(northbridge.credits).toBe(-2000);
    // The phase subtotals stay what was charged in each phase.
    expect(northbridge.phaseTotals.map((subtotal) => subtotal.amount)).toEqual([6000, 2200, 1500]);
    expect(northbridge.total).toBe(7700);
    expect(northbridge.balance).toBe(7700 - 4000);
  });

  it('agrees with every dancer’s balance on the desk', () => {
    for (const invoice of invoices(state)) {
      for (const dancer of invoice.dancers) {
        const account = state.registration.accounts![dancer.competitorId]!;
        const payments = invoice.payments.filter((p) => p.competitorId === dancer.competitorId);
        expect(dancer.subtotal).toBe(dancerBalance(account, payments).due);
      }
    }
  });

  it('adds odd cents exactly: whole cents in, whole cents out, nothing rounded', () => {
    const odd = runAt(
      registrationCompetition(),
      contextAt(IN_EARLY, true),
      {
        type: 'setFeeSchedule',
        fees: {
          currency: 'EUR',
          perDancer: { Early: 1999, Normal: 1999, Late: 1999 },
          perEntry: { Early: 333, Normal: 333, Late: 333 },
          student: null,
        },
      },
      {
        type: 'register',
        dancer: registrant('Ann Lee'),
        role: 'lead',
        partner: { kind: 'tba' },
        events: ['Bronze Standard', 'Silver Latin', 'Open Standard'],
      },
    );
    const [invoice] = invoices(registrarView(odd));
    expect(invoice!.total).toBe(1999 + 3 * 333);
    expect(Number.isInteger(invoice!.total)).toBe(true);
  });

  it('leaves out dancers with neither a charge nor a payment (no fee schedule)', () => {
    const base = registrationCompetition();
    const { fees: _fees, ...withoutFees } = base.registration;
    const free: CompetitionState = { ...base, registration: withoutFees };
    const after = runAt(free, contextAt(IN_EARLY), {
      type: 'register',
      dancer: registrant('Ann Lee'),
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Bronze Standard'],
    });
    expect(invoices(registrarView(after))).toEqual([]);
  });
});
