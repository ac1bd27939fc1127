import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { PLACEHOLDER_NUMBER } from '../setup/lead-numbers';
import { ownRegistration } from '../views/own-registration';
import { registrantFor } from './registrant-lookup';
import {
  AFTER_CLOSE,
  attemptAt,
  contextAt,
  idOf,
  IN_EARLY,
  IN_LATE,
  IN_NORMAL,
  owed,
  registrant,
  registrationCompetition,
  runAt,
} from '../../testing/registration-competition';

const tba = (name: string, role: 'lead' | 'follow', events: string[]): Command => ({
  type: 'register',
  dancer: registrant(name),
  role,
  partner: { kind: 'tba' },
  events,
});

/** Ann leads and Bo follows, each looking for a partner in Bronze Standard; Cy and Di are a couple. */
function registered(): CompetitionState {
  return runAt(
    registrationCompetition(),
    contextAt(IN_EARLY),
    tba('Ann Lee', 'lead', ['Bronze Standard', 'Silver Latin']),
    tba('Bo Ray', 'follow', ['Bronze Standard']),
    {
      type: 'register',
      dancer: registrant('Cy Dunn'),
      role: 'lead',
      partner: { kind: 'new', dancer: registrant('Di Eng') },
      events: ['Gold Standard'],
    },
  );
}
const state = registered();
const ann = idOf(state, 'Ann Lee');
const bo = idOf(state, 'Bo Ray');
const cy = idOf(state, 'Cy Dunn');

const entriesIn = (after: CompetitionState, eventName: string) =>
  Object.values(after.events[eventName]!.entries);

describe('changeEntries', () => {
  // Staff at the desk: a dancer's own request waits for the partner (partnership-requests.test.ts).
  it('adds events with a partner at the phase of now, and drops events with a credit', () => {
    const after = attemptAt(
      state,
      {
        type: 'changeEntries',
        competitorId: cy,
        add: { role: 'lead', partner: { kind: 'registered', id: bo }, events: ['Open Standard'] },
        drop: ['Gold Standard'],
      },
      contextAt(IN_LATE, true),
    ).after!;
    expect(entriesIn(after, 'Gold Standard')).toEqual([]);
    expect(entriesIn(after, 'Open Standard')).toMatchObject([
      // His only other entry left, so the lowest free number is his again.
      { leadName: 'Cy Dunn', followName: 'Bo Ray', leadNumber: 100 },
    ]);
    // Cy: 2000 + 1000 early, the Gold entry credited, Open at the Late price.
    expect(owed(after, 'Cy Dunn')).toBe(2000 + 1000 - 1000 + 1500);
    // Di's entry left with Cy's, and her charge for it was credited too.
    expect(owed(after, 'Di Eng')).toBe(2000);
  });

  it('drops a TBA place: the placeholder and the record leave', () => {
    const after = attemptAt(
      state,
      { type: 'changeEntries', competitorId: ann, drop: ['Silver Latin'] },
      contextAt(IN_NORMAL),
    ).after!;
    expect(entriesIn(after, 'Silver Latin')).toEqual([]);
    expect(Object.values(after.registration.seeking).map((r) => r.eventName)).toEqual([
      'Bronze Standard',
      'Bronze Standard',
    ]);
  });

  it('swaps a partner in one event: the drop comes before the add', () => {
    const after = attemptAt(
      state,
      {
        type: 'changeEntries',
        competitorId: ann,
        drop: ['Bronze Standard'],
        add: { role: 'lead', partner: { kind: 'registered', id: bo }, events: ['Gold Standard'] },
      },
      contextAt(IN_NORMAL, true),
    );
    expect(entriesIn(after.after!, 'Gold Standard')).toHaveLength(2);
  });

  it('refuses, naming the field: nothing to change, an event not entered, closed, withdrawn', () => {
    const refusal = (command: Command, at = IN_NORMAL, base = state) => {
      const decision = attemptAt(base, command, contextAt(at));
      return decision.ok ? 'accepted' : decision.error;
    };
    expect(refusal({ type: 'changeEntries', competitorId: ann, drop: [] })).toBe(
      'add: choose events to add or to drop',
    );
    expect(refusal({ type: 'changeEntries', competitorId: ann, drop: ['Gold Standard'] })).toBe(
      'drop: Ann Lee is not entered in "Gold Standard"',
    );
    expect(
      refusal({ type: 'changeEntries', competitorId: ann, drop: ['Silver Latin'] }, AFTER_CLOSE),
    ).toBe('Registration closed on 1 Feb 2027, 18:59 New York time.');
    const withdrawn = runAt(state, contextAt(IN_NORMAL, true), {
      type: 'withdrawDancer',
      competitorId: ann,
    });
    expect(
      refusal(
        {
          type: 'changeEntries',
          competitorId: ann,
          add: { role: 'lead', partner: { kind: 'tba' }, events: ['Gold Standard'] },
          drop: [],
        },
        IN_NORMAL,
        withdrawn,
      ),
    ).toBe('competitorId: Ann Lee has been withdrawn from this competition');
  });
});

describe('pairSeekers (the TBA list, spec §3)', () => {
  it('turns two placeholders into one couple with a number; the 9999s and the records go', () => {
    const decision = attemptAt(
      state,
      { type: 'pairSeekers', leadId: ann, followId: bo, eventNames: ['Bronze Standard'] },
      contextAt(IN_NORMAL),
    );
    const after = decision.after!;
    expect(entriesIn(after, 'Bronze Standard')).toMatchObject([
      { leadId: ann, followId: bo, leadName: 'Ann Lee', followName: 'Bo Ray' },
    ]);
    expect(entriesIn(after, 'Bronze Standard')[0]!.leadNumber).not.toBe(PLACEHOLDER_NUMBER);
    expect(Object.values(after.registration.seeking).map((r) => r.eventName)).toEqual([
      'Silver Latin',
    ]);
    // Nothing more to pay: each paid for their place when they registered.
    expect(owed(after, 'Ann Lee')).toBe(owed(state, 'Ann Lee'));
  });

  it('refuses when one of them is not looking in that event, or not for that role', () => {
    const refusal = (command: Command) => {
      const decision = attemptAt(state, command, contextAt(IN_NORMAL));
      return decision.ok ? 'accepted' : decision.error;
    };
    expect(
      refusal({ type: 'pairSeekers', leadId: ann, followId: bo, eventNames: ['Silver Latin'] }),
    ).toBe('eventNames: Bo Ray is not looking for a lead in "Silver Latin"');
    expect(
      refusal({ type: 'pairSeekers', leadId: bo, followId: ann, eventNames: ['Bronze Standard'] }),
    ).toBe('eventNames: Bo Ray is not looking for a follow in "Bronze Standard"');
  });
});

describe('correctDancer', () => {
  it('corrects the name everywhere it is copied, and the email the registrar keeps', () => {
    const after = attemptAt(
      state,
      {
        type: 'correctDancer',
        competitorId: cy,
        name: 'Cyrus Dunn',
        affiliation: 'Riverside University',
        levels: { standardLevel: 'Gold' },
        ageGroup: 'Adult',
        email: 'cyrus@example.org',
      },
      contextAt(IN_NORMAL),
    ).after!;
    expect(after.competitors[cy]).toMatchObject({ name: 'Cyrus Dunn', ageGroup: 'Adult' });
    expect(entriesIn(after, 'Gold Standard')[0]).toMatchObject({
      leadName: 'Cyrus Dunn',
      affiliation: 'Riverside University',
    });
    expect(after.registration.accounts?.[cy]?.email).toBe('cyrus@example.org');
  });

  it('refuses a school that is not on the list', () => {
    const decision = attemptAt(
      state,
      { type: 'correctDancer', competitorId: cy, name: 'Cy', affiliation: 'Elsewhere', levels: {} },
      contextAt(IN_NORMAL),
    );
    expect(decision.ok || decision.error).toMatch(/^affiliation: "Elsewhere" is not on/);
  });
});

describe('recordPayment and withdrawDancer (the registrar)', () => {
  it('records a payment with who took it', () => {
    const after = attemptAt(
      state,
      {
        type: 'recordPayment',
        competitorId: cy,
        amount: 3000,
        method: 'cash',
        note: 'at the desk',
      },
      contextAt(IN_NORMAL, true),
    ).after!;
    expect(Object.values(after.registration.payments ?? {})).toMatchObject([
      { competitorId: cy, amount: 3000, method: 'cash', note: 'at the desk', by: 'user:registrar' },
    ]);
    expect(ownRegistration(after, cy)?.due).toBe(owed(after, 'Cy Dunn') - 3000);
  });

  it('withdraws a dancer: their entries and TBA places go, the time is kept, what they owe stays', () => {
    const after = attemptAt(
      state,
      { type: 'withdrawDancer', competitorId: ann },
      contextAt(IN_NORMAL, true),
    ).after!;
    expect(entriesIn(after, 'Silver Latin')).toEqual([]);
    expect(Object.values(after.registration.seeking).map((r) => r.competitorId)).toEqual([bo]);
    expect(after.registration.accounts?.[ann]?.withdrawnAt).toBe(IN_NORMAL);
    const again = attemptAt(
      after,
      { type: 'withdrawDancer', competitorId: ann },
      contextAt(IN_NORMAL, true),
    );
    expect(again.ok || again.error).toBe('competitorId: Ann Lee is already withdrawn');
  });
});

describe('the dancer’s own registration', () => {
  it('is found by email and code, whatever the case of either', () => {
    const code = state.registration.codes?.[cy] ?? '';
    expect(registrantFor(state, ' Cy.Dunn@EXAMPLE.org ', code.toLowerCase())).toBe(cy);
    expect(registrantFor(state, 'cy.dunn@example.org', 'WRONG00')).toBeUndefined();
    expect(registrantFor(state, 'di.eng@example.org', code)).toBeUndefined();
  });

  it('lists their entries, TBA places, charges and payments, and never their code', () => {
    const page = ownRegistration(state, ann)!;
    expect(page.entries).toEqual([]);
    expect(page.seeking.map((record) => record.eventName)).toEqual([
      'Bronze Standard',
      'Silver Latin',
    ]);
    expect(page.due).toBe(2000 + 2 * 1000);
    expect(page.account?.email).toBe('ann.lee@example.org');
    expect(JSON.stringify(page)).not.toContain(state.registration.codes?.[ann]);
    const couple = ownRegistration(state, cy)!;
    expect(couple.entries).toMatchObject([
      { eventName: 'Gold Standard', role: 'lead', partnerName: 'Di Eng', leadNumber: 100 },
    ]);
  });
});
