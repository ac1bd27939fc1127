import type { Command } from '../src/composition/command';
import { applyAll } from '../src/composition/apply';
import type { CompetitionState } from '../src/competition/state';
import {
  contextAt,
  idOf,
  IN_EARLY,
  IN_LATE,
  IN_NORMAL,
  registrant,
  registrationCompetition,
  runAt,
} from './registration-competition';

/**
 * Ann Lee and Bo Ray (Northbridge) in Bronze Standard; Cy Dunn (Northbridge,
 * student) and Di Eng (Independent) in Gold Standard; Eve Fox (Lakeside State University)
 * shares Ann's address (a parent's) and dances Gold Standard with Gus Hall,
 * who was withdrawn; Hal Ito was entered at the desk (no email); Ivy Jones
 * (Lakeside State University) was imported without a waiver. Paid: Ann 30.00 of 45.00, Bo
 * 10.00 of 30.00, Di all, Eve all: those who owe are Ann, Bo, Cy and Gus.
 */
export function messagesCompetition(): CompetitionState {
  const early = runAt(registrationCompetition(), contextAt(IN_EARLY), {
    type: 'register',
    dancer: registrant('Ann Lee'),
    role: 'lead',
    partner: { kind: 'new', dancer: registrant('Bo Ray') },
    events: ['Bronze Standard'],
  });
  const normal = runAt(
    early,
    contextAt(IN_NORMAL),
    {
      type: 'register',
      dancer: registrant('Cy Dunn', { student: true }),
      role: 'lead',
      partner: { kind: 'new', dancer: registrant('Di Eng', { affiliation: 'Independent' }) },
      events: ['Gold Standard'],
    },
    {
      type: 'register',
      dancer: registrant('Eve Fox', {
        email: 'Ann.Lee@example.org',
        affiliation: 'Lakeside State University',
      }),
      role: 'follow',
      partner: {
        kind: 'new',
        dancer: registrant('Gus Hall', { affiliation: 'Lakeside State University' }),
      },
      events: ['Gold Standard'],
    },
  );
  const pay = (name: string, amount: number): Command => ({
    type: 'recordPayment',
    competitorId: idOf(normal, name),
    amount,
    method: 'cash',
    note: '',
  });
  const staffed = runAt(
    normal,
    contextAt(IN_LATE, true),
    {
      type: 'changeEntries',
      competitorId: idOf(normal, 'Ann Lee'),
      add: { role: 'lead', partner: { kind: 'tba' }, events: ['Silver Latin'] },
      drop: [],
    },
    pay('Ann Lee', 3000),
    pay('Bo Ray', 1000),
    pay('Di Eng', 3700),
    pay('Eve Fox', 3700),
    { type: 'withdrawDancer', competitorId: idOf(normal, 'Gus Hall') },
    {
      type: 'saveCompetitor',
      competitor: {
        id: 'hal',
        name: 'Hal Ito',
        affiliation: 'Lakeside State University',
        levels: {},
      },
    },
    {
      type: 'saveCompetitor',
      competitor: {
        id: 'ivy',
        name: 'Ivy Jones',
        affiliation: 'Lakeside State University',
        levels: {},
      },
    },
  );
  // An imported dancer with an email and no waiver yet (issue 25 item 11 imports them so).
  return applyAll(staffed, [
    {
      type: 'RegistrationAccountsOpened',
      accounts: {
        ivy: {
          email: 'ivy@example.org',
          student: false,
          waiverAcceptedAt: '',
          registeredAt: IN_LATE,
          phase: 'Late',
          charges: [],
        },
      },
      codes: {},
    },
  ])!;
}
