import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../competition/state';
import { statePanel } from '../scoring/panel';
import { judgeView } from './judge-view';
import { publicView } from './public-view';
import { registrarView, scoringView, staffView } from './staff-view';
import { viewFor } from './view-for';
import { populatedDemoState } from '../../testing/view-states';

const state = populatedDemoState();
const registration = state.registration;
const accounts = Object.values(registration.accounts ?? {});
const codes = Object.values(registration.codes ?? {});
const payments = Object.values(registration.payments ?? {});

/**
 * What must never reach a view but the registrar's: emails and payments (by
 * their notes). Waiver records are checked by field name: their time is the
 * registration time, which entries carry publicly (spec §3 registeredTime).
 */
const registrarSecrets = [
  ...accounts.map((account) => account.email),
  ...payments.map((payment) => payment.note),
];

const floorViews: [string, unknown][] = [
  ['public', publicView(state)],
  ['staff', staffView(state)],
  ['scoring', scoringView(state)],
  ...statePanel(state).map((judge): [string, unknown] => [
    `judge ${judge.key}`,
    judgeView(state, judge.key),
  ]),
];

describe('registration’s private data in the views (ADR 019, issue 13 "Bad input and privacy")', () => {
  it('has something to hide in the populated demo state', () => {
    expect(accounts.length).toBeGreaterThan(5);
    expect(codes.length).toBe(accounts.length);
    expect(payments.length).toBeGreaterThan(0);
  });

  it.each(floorViews)(
    'the %s view carries no email, waiver record, payment or code',
    (_name, view) => {
      const json = JSON.stringify(view);
      for (const secret of [...registrarSecrets, ...codes]) {
        expect(json).not.toContain(secret);
      }
      for (const field of ['waiverAcceptedAt', 'charges', 'withdrawnAt', 'registeredAt']) {
        expect(json).not.toContain(`"${field}`);
      }
      const picked = view as Partial<CompetitionState>;
      expect(picked.registration?.accounts).toBeUndefined();
      expect(picked.registration?.payments).toBeUndefined();
      expect(picked.registration?.codes).toBeUndefined();
      // A pending partnership request is nobody's entry yet (issue 24 item 4).
      expect(picked.registration?.requests).toBeUndefined();
      expect(json).not.toContain('"requests"');
    },
  );

  it('gives the registrar emails, waivers, charges, payments and pending requests, never a code', () => {
    const view = registrarView(state);
    expect(view.registration.accounts).toEqual(registration.accounts);
    expect(view.registration.payments).toEqual(registration.payments);
    expect(view.registration.requests).toEqual(registration.requests);
    expect(Object.keys(view.registration.requests ?? {})).toHaveLength(1);
    expect(view.registration.codes).toBeUndefined();
    const json = JSON.stringify(view);
    for (const code of codes) {
      expect(json).not.toContain(code);
    }
    expect(viewFor(state, 'registrar')).toEqual(view);
  });

  it('gives everyone the fees and the TBA list, and the waiver text', () => {
    const view = publicView(state);
    expect(view.registration.fees).toEqual(registration.fees);
    expect(view.registration.seeking).toEqual(registration.seeking);
    expect(Object.keys(view.registration.seeking).length).toBeGreaterThan(0);
    expect(view.pages.waiver).toMatch(/liability/);
  });

  it('keeps the registrar’s view of unposted marks as the staff’s: posted rounds only', () => {
    expect(registrarView(state).marks).toEqual(staffView(state).marks);
  });
});
