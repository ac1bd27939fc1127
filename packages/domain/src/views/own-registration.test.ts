import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { COMPETITOR_CODE } from '../registration/competitor-codes';
import {
  contextAt,
  idOf,
  IN_EARLY,
  IN_NORMAL,
  owed,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';
import { PLACEHOLDER_NUMBER } from '../setup/lead-numbers';
import { ownRegistration } from './own-registration';

const payment = (competitorId: string, amount: number, note: string): Command => ({
  type: 'recordPayment',
  competitorId,
  amount,
  method: 'cash',
  note,
});

/**
 * Cy leads Di in Gold Standard, Ann looks for a follow in Bronze Standard,
 * and staff entered Eve and Finn (no account) in Open Standard. The
 * registrar took a payment from Cy and one from Di.
 */
function competition(): CompetitionState {
  const registered = runAt(
    registrationCompetition(),
    contextAt(IN_EARLY),
    {
      type: 'register',
      dancer: registrant('Cy Dunn'),
      role: 'lead',
      partner: { kind: 'new', dancer: registrant('Di Eng', { student: true }) },
      events: ['Gold Standard'],
    },
    {
      type: 'register',
      dancer: registrant('Ann Lee'),
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Bronze Standard'],
    },
  );
  return runAt(
    registered,
    contextAt(IN_NORMAL, true),
    payment(idOf(registered, 'Cy Dunn'), 1500, 'cash at the desk'),
    payment(idOf(registered, 'Di Eng'), 700, 'paid by her club treasurer'),
    {
      type: 'registerCouple',
      couple: {
        lead: { name: 'Eve Staff', affiliation: 'Northbridge College' },
        follow: { name: 'Finn Staff', affiliation: 'Northbridge College' },
        events: ['Open Standard'],
      },
    },
  );
}

const state = competition();
const cy = idOf(state, 'Cy Dunn');
const di = idOf(state, 'Di Eng');
const ann = idOf(state, 'Ann Lee');
const eve = idOf(state, 'Eve Staff');

describe('a dancer’s own registration', () => {
  it('lists their entries with the event, role, partner and number, and their details', () => {
    const page = ownRegistration(state, cy)!;
    expect(page.dancer).toEqual(state.competitors[cy]);
    expect(page.entries).toEqual([
      {
        eventName: 'Gold Standard',
        entryId: expect.any(String) as string,
        role: 'lead',
        partnerId: di,
        partnerName: 'Di Eng',
        leadNumber: 100,
      },
    ]);
    expect(ownRegistration(state, di)!.entries).toMatchObject([
      { eventName: 'Gold Standard', role: 'follow', partnerId: cy, partnerName: 'Cy Dunn' },
    ]);
    expect(page.seeking).toEqual([]);
    expect(page.fees).toEqual(state.registration.fees);
  });

  it('carries their own account (email, student, waiver time, phase) but never the code', () => {
    const page = ownRegistration(state, di)!;
    const { charges, ...account } = state.registration.accounts![di]!;
    expect(page.account).toEqual(account);
    expect(page.account).toMatchObject({ email: 'di.eng@example.org', student: true });
    expect(page.account?.waiverAcceptedAt).toBe(IN_EARLY);
    expect(page.charges).toEqual(charges);
    const code = state.registration.codes![di]!;
    expect(code).toMatch(COMPETITOR_CODE);
    expect(JSON.stringify(page)).not.toContain(code);
    expect(Object.keys(page).sort()).toEqual(
      [
        'account',
        'charges',
        'dancer',
        'due',
        'entries',
        'fees',
        'payments',
        'requests',
        'seeking',
        'waitlisted',
      ].sort(),
    );
  });

  it('lists only their own payments, without who recorded them, and what is still due', () => {
    const page = ownRegistration(state, cy)!;
    expect(page.payments).toEqual([
      {
        id: expect.any(String) as string,
        amount: 1500,
        method: 'cash',
        note: 'cash at the desk',
        at: IN_NORMAL,
      },
    ]);
    expect(page.payments.every((each) => !('by' in each))).toBe(true);
    const text = JSON.stringify(page);
    expect(text).not.toContain('user:registrar');
    // Nothing of the partner's private data: her payment, her email, her code.
    expect(text).not.toContain('paid by her club treasurer');
    expect(text).not.toContain('di.eng@example.org');
    expect(text).not.toContain(state.registration.codes![di]!);
    expect(page.due).toBe(owed(state, 'Cy Dunn') - 1500);
    expect(ownRegistration(state, di)!.due).toBe(owed(state, 'Di Eng') - 700);
  });

  it('lists a TBA place with its placeholder, not as an entry', () => {
    const page = ownRegistration(state, ann)!;
    expect(page.entries).toEqual([]);
    expect(page.seeking).toEqual([
      {
        id: expect.any(String) as string,
        competitorId: ann,
        role: 'lead',
        eventName: 'Bronze Standard',
        placeholderEntryId: expect.any(String) as string,
        since: IN_EARLY,
      },
    ]);
    const placeholder =
      state.events['Bronze Standard']!.entries[page.seeking[0]!.placeholderEntryId];
    expect(placeholder?.leadNumber).toBe(PLACEHOLDER_NUMBER);
    expect(page.payments).toEqual([]);
    expect(page.due).toBe(owed(state, 'Ann Lee'));
  });

  it('shows a withdrawn dancer when, with no places left and what they owe kept', () => {
    const after = runAt(state, contextAt(IN_NORMAL, true), {
      type: 'withdrawDancer',
      competitorId: cy,
    });
    const page = ownRegistration(after, cy)!;
    expect(page.account?.withdrawnAt).toBe(IN_NORMAL);
    expect(page.entries).toEqual([]);
    expect(page.seeking).toEqual([]);
    // The entry was credited; the dancer's own fee and the payment stay.
    expect(page.charges.at(-1)).toMatchObject({ kind: 'entry', eventName: 'Gold Standard' });
    expect(page.charges.at(-1)!.amount).toBeLessThan(0);
    expect(page.payments).toHaveLength(1);
    expect(page.due).toBe(owed(after, 'Cy Dunn') - 1500);
  });

  it('shows a dancer staff entered, without an account, charges or payments', () => {
    const page = ownRegistration(state, eve)!;
    expect(page.account).toBeUndefined();
    expect('account' in page).toBe(false);
    expect(page.charges).toEqual([]);
    expect(page.payments).toEqual([]);
    expect(page.due).toBe(0);
    expect(page.entries).toMatchObject([
      { eventName: 'Open Standard', role: 'lead', partnerName: 'Finn Staff' },
    ]);
  });

  it('is undefined for an unknown dancer', () => {
    expect(ownRegistration(state, 'nobody')).toBeUndefined();
  });
});
