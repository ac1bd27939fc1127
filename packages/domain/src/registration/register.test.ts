import { describe, expect, it } from 'vitest';
import { commandSchema, type Command } from '../composition/command';
import { PLACEHOLDER_NUMBER } from '../setup/lead-numbers';
import { COMPETITOR_CODE } from './competitor-codes';
import type { RegisterCommand } from './commands';
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

const state = registrationCompetition();

const couple = (events: string[], fields: Partial<RegisterCommand> = {}): RegisterCommand => ({
  type: 'register',
  dancer: registrant('Ann Lee'),
  role: 'lead',
  partner: { kind: 'new', dancer: registrant('Bo Ray') },
  events,
  ...fields,
});

describe('register: one command, all of it stored or none (ADR 019)', () => {
  it('saves both dancers with codes and accounts, enters the couple with a number, and charges each', () => {
    const decision = attemptAt(state, couple(['Bronze Standard']), contextAt(IN_NORMAL));
    expect(decision.ok).toBe(true);
    const after = decision.after!;
    const [ann, bo] = [idOf(after, 'Ann Lee'), idOf(after, 'Bo Ray')];
    expect(Object.keys(after.registration.codes ?? {})).toEqual([ann, bo]);
    for (const code of Object.values(after.registration.codes ?? {})) {
      expect(code).toMatch(COMPETITOR_CODE);
    }
    expect(after.registration.accounts?.[ann]).toMatchObject({
      email: 'ann.lee@example.org',
      student: false,
      waiverAcceptedAt: IN_NORMAL,
      registeredAt: IN_NORMAL,
      phase: 'Normal',
    });
    const [entry] = Object.values(after.events['Bronze Standard']!.entries);
    expect(entry).toMatchObject({ leadId: ann, followId: bo, leadNumber: 100 });
    expect(entry?.registeredTime).toBe(IN_NORMAL);
    // Normal prices: 2500 for the dancer, 1200 for the entry, each.
    expect(owed(after, 'Ann Lee')).toBe(3700);
    expect(owed(after, 'Bo Ray')).toBe(3700);
    expect(decision.ok && decision.events.map((event) => event.type)).toEqual([
      'CompetitorsSaved',
      'RegistrationAccountsOpened',
      'EntriesAdded',
      'ChargesAdded',
    ]);
  });

  it.each([
    [IN_EARLY, 'Early', 3000],
    [IN_NORMAL, 'Normal', 3700],
    [IN_LATE, 'Late', 5000],
  ])('registering at %s is %s and owes the phase’s prices', (at, phase, due) => {
    const after = attemptAt(state, couple(['Bronze Standard']), contextAt(at)).after!;
    expect(after.registration.accounts?.[idOf(after, 'Ann Lee')]?.phase).toBe(phase);
    expect(owed(after, 'Ann Lee')).toBe(due);
  });

  it('charges a student the student prices', () => {
    const command = couple(['Bronze Standard'], {
      dancer: registrant('Ann Lee', { student: true }),
    });
    const after = attemptAt(state, command, contextAt(IN_EARLY)).after!;
    expect(owed(after, 'Ann Lee')).toBe(1500);
    expect(owed(after, 'Bo Ray')).toBe(3000);
  });

  it('keeps the typed school for "Other" on the desk (public: Other) and the age group', () => {
    const dancer = registrant('Ann Lee', {
      affiliation: 'Other',
      otherAffiliation: 'Seaside Swing Club',
      ageGroup: 'Adult',
    });
    const after = attemptAt(
      state,
      couple(['Bronze Standard'], { dancer }),
      contextAt(IN_NORMAL),
    ).after!;
    // Issue 25: a typed school waits for the registrar; typed-school.test.ts has the rest.
    expect(after.competitors[idOf(after, 'Ann Lee')]).toMatchObject({
      affiliation: 'Other',
      ageGroup: 'Adult',
    });
    expect(after.registration.accounts?.[idOf(after, 'Ann Lee')]?.typedSchool).toBe(
      'Seaside Swing Club',
    );
  });

  it('puts a dancer without a partner on the TBA list with a placeholder entry (spec §3)', () => {
    const command = couple(['Bronze Standard', 'Silver Latin'], { partner: { kind: 'tba' } });
    const after = attemptAt(state, command, contextAt(IN_NORMAL)).after!;
    const ann = idOf(after, 'Ann Lee');
    const seeking = Object.values(after.registration.seeking);
    expect(seeking.map((record) => [record.eventName, record.role])).toEqual([
      ['Bronze Standard', 'lead'],
      ['Silver Latin', 'lead'],
    ]);
    for (const record of seeking) {
      expect(record.competitorId).toBe(ann);
      const placeholder = after.events[record.eventName]!.entries[record.placeholderEntryId];
      expect(placeholder).toMatchObject({
        leadNumber: PLACEHOLDER_NUMBER,
        affiliation: 'Other',
        leadName: 'TBA Lead',
        followName: 'TBA Follow',
      });
      expect(placeholder?.entryId).toMatch(/^Adhoc-/);
      expect(placeholder?.leadId).toMatch(/^Adhoc-/);
    }
    // The dancer's own fee and one entry fee per place held.
    expect(owed(after, 'Ann Lee')).toBe(2500 + 2 * 1200);
  });

  // A dancer asks a registered partner first (partnership-requests.test.ts); staff pair directly.
  it('lets staff partner an already registered dancer by id, charging them for the entry too', () => {
    const first = runAt(state, contextAt(IN_EARLY), couple(['Bronze Standard']));
    const command = couple(['Gold Standard'], {
      dancer: registrant('Cy Dunn'),
      role: 'follow',
      partner: { kind: 'registered', id: idOf(first, 'Ann Lee') },
    });
    const after = attemptAt(first, command, contextAt(IN_NORMAL, true)).after!;
    const [entry] = Object.values(after.events['Gold Standard']!.entries);
    expect(entry).toMatchObject({ leadName: 'Ann Lee', followName: 'Cy Dunn', leadNumber: 100 });
    expect(owed(after, 'Ann Lee')).toBe(3000 + 1200);
  });

  it('draws each code from the server’s generator and asks again on a clash', () => {
    const first = runAt(state, contextAt(IN_NORMAL), couple(['Bronze Standard']));
    const taken = Object.values(first.registration.codes ?? {});
    const offered = [...taken, 'FRESHAAA', 'FRESHBBB'];
    const context = { ...contextAt(IN_NORMAL), newCode: () => offered.shift()! };
    const command = couple(['Gold Standard'], {
      dancer: registrant('Cy Dunn'),
      partner: { kind: 'new', dancer: registrant('Di Eng') },
    });
    const after = attemptAt(first, command, context).after!;
    expect(after.registration.codes?.[idOf(after, 'Cy Dunn')]).toBe('FRESHAAA');
    expect(after.registration.codes?.[idOf(after, 'Di Eng')]).toBe('FRESHBBB');
  });

  it('makes unique codes from keys when the server gives no generator (tests, the demo)', () => {
    const { newCode: _none, ...context } = contextAt(IN_NORMAL);
    const after = attemptAt(state, couple(['Bronze Standard']), context).after!;
    const codes = Object.values(after.registration.codes ?? {});
    expect(new Set(codes).size).toBe(2);
    expect(codes.every((code) => COMPETITOR_CODE.test(code))).toBe(true);
  });
});

describe('register refuses, naming the field, and stores nothing', () => {
  const refusal = (command: Command, at = IN_NORMAL, staff = false) => {
    const decision = attemptAt(state, command, contextAt(at, staff));
    expect(decision.ok).toBe(false);
    return decision.ok ? '' : decision.error;
  };

  it('once registration has closed, with the sentence the page shows', () => {
    expect(refusal(couple(['Bronze Standard']), AFTER_CLOSE)).toBe(
      'Registration closed on 1 Feb 2027, 18:59 New York time.',
    );
  });

  it('once the organizers closed registration with the switch, before the close date (issue 25)', () => {
    const switched = {
      ...state,
      metadata: { ...state.metadata, registrationStatus: 'CLOSED' as const },
    };
    const decision = attemptAt(switched, couple(['Bronze Standard']), contextAt(IN_EARLY));
    expect(decision).toEqual({ ok: false, error: 'Registration is closed.' });
    // Staff still enter a paper form, charged by the dates.
    const after = attemptAt(
      switched,
      couple(['Bronze Standard']),
      contextAt(IN_EARLY, true),
    ).after!;
    expect(after.registration.accounts?.[idOf(after, 'Ann Lee')]?.phase).toBe('Early');
  });

  it('lets staff register after the close, in the Late phase', () => {
    const after = attemptAt(
      state,
      couple(['Bronze Standard']),
      contextAt(AFTER_CLOSE, true),
    ).after!;
    expect(after.registration.accounts?.[idOf(after, 'Ann Lee')]?.phase).toBe('Late');
  });

  it('when the same lead and follow names are already in the event (spec §5)', () => {
    const first = runAt(state, contextAt(IN_NORMAL, true), {
      type: 'registerCouple',
      couple: {
        lead: { name: 'Ann Lee', affiliation: 'Harbor City University' },
        follow: { name: 'Bo Ray', affiliation: 'Harbor City University' },
        events: ['Bronze Standard'],
      },
    });
    const decision = attemptAt(
      first,
      couple(['Gold Standard', 'Bronze Standard']),
      contextAt(IN_NORMAL),
    );
    expect(decision).toEqual({
      ok: false,
      error: 'events: Ann Lee and Bo Ray are already entered in "Bronze Standard"',
    });
  });

  it('when a dancer with that name and school is already registered', () => {
    const first = runAt(state, contextAt(IN_NORMAL), couple(['Bronze Standard']));
    const decision = attemptAt(
      first,
      couple(['Gold Standard'], { partner: { kind: 'tba' } }),
      contextAt(IN_NORMAL),
    );
    expect(decision.ok || decision.error).toMatch(
      /^dancer\.name: Ann Lee of Northbridge College is already registered/,
    );
  });

  it('for an unknown event, Awards, or an event below a dancer’s level', () => {
    expect(refusal(couple(['Bronze Standard', 'Tango Night']))).toBe(
      'events: no event named "Tango Night"',
    );
    expect(refusal(couple(['Awards']))).toBe(
      'events: "Awards" is a schedule item, not an event couples enter',
    );
    const gold = couple(['Bronze Standard'], {
      partner: { kind: 'new', dancer: registrant('Bo Ray', { levels: { standardLevel: 'Gold' } }) },
    });
    expect(refusal(gold)).toBe(
      'events: Bo Ray dances Standard at Gold, above "Bronze Standard" (Bronze): enter an event at or above your level',
    );
  });

  it('for a school that is not on the list, or "Other" without a name', () => {
    const dancer = registrant('Ann Lee', { affiliation: 'Nowhere University' });
    expect(refusal(couple(['Bronze Standard'], { dancer }))).toMatch(
      /^dancer\.affiliation: "Nowhere University" is not on this competition's list/,
    );
    const parsed = commandSchema.safeParse(
      couple(['Bronze Standard'], { dancer: registrant('Ann Lee', { affiliation: 'Other' }) }),
    );
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['dancer.otherAffiliation', 'enter the name of your school or club'],
    ]);
  });

  it('when a dancer has not accepted the waiver (the schema the form and the server share)', () => {
    const { waiverAccepted: _accepted, ...unaccepted } = registrant('Bo Ray');
    for (const dancer of [unaccepted, { ...unaccepted, waiverAccepted: false }]) {
      const parsed = commandSchema.safeParse({
        ...couple(['Bronze Standard']),
        partner: { kind: 'new', dancer },
      });
      expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['partner.dancer.waiverAccepted', 'each dancer must accept the waiver'],
      ]);
    }
  });

  it('names each invalid field of the form', () => {
    const parsed = commandSchema.safeParse({
      ...couple([]),
      dancer: { ...registrant(''), email: 'not-an-email' },
    });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'dancer.email',
      'dancer.name',
      'events',
    ]);
  });

  it('when the dancer and the partner are the same, or a second place in one event', () => {
    const first = runAt(state, contextAt(IN_NORMAL), couple(['Bronze Standard']));
    const self = couple(['Gold Standard'], {
      dancer: registrant('Cy Dunn'),
      partner: { kind: 'registered', id: idOf(first, 'Ann Lee') },
    });
    const twice = attemptAt(first, { ...self, events: ['Bronze Standard'] }, contextAt(IN_NORMAL));
    expect(twice.ok || twice.error).toBe('events: Ann Lee is already entered in "Bronze Standard"');
  });

  it('for a time received in the future', () => {
    expect(refusal(couple(['Bronze Standard'], { receivedAt: IN_LATE }), IN_NORMAL, true)).toBe(
      'receivedAt: a form cannot have been received in the future',
    );
  });

  it('records a paper form at the time it was received, with that time’s phase', () => {
    const command = couple(['Bronze Standard'], { receivedAt: IN_EARLY });
    const after = attemptAt(state, command, contextAt(IN_LATE, true)).after!;
    const account = after.registration.accounts?.[idOf(after, 'Ann Lee')];
    expect(account).toMatchObject({ phase: 'Early', registeredAt: IN_EARLY });
  });
});
