import { demoMetadata, type CompetitionState, type RegistrationAccount } from '@floorcraft/domain';
import { run } from '../../test-support/run-commands';

function account(email: string, owes: number, waiver: boolean): RegistrationAccount {
  const at = '2027-01-10T19:30:00Z';
  return {
    email,
    student: false,
    waiverAcceptedAt: waiver ? at : '',
    registeredAt: at,
    phase: 'Normal',
    charges:
      owes > 0 ? [{ id: `c-${email}`, at, phase: 'Normal', kind: 'dancer', amount: owes }] : [],
  };
}

/** The id of the dancer named `name`. */
export function idOf(state: CompetitionState, name: string): string {
  const found = Object.values(state.competitors).find((dancer) => dancer.name === name);
  if (!found) {
    throw new Error(`no dancer named ${name}`);
  }
  return found.id;
}

/**
 * Ann Lee and Bo Ray (Harbor City University) in Bronze Smooth; Cy Dunn and
 * Di Eng (Northbridge College) in Silver Latin, sharing a parent's address;
 * Fay Gill and Gil Hart (Lakeside State University) in Silver Latin,
 * entered at the desk without an email. Ann owes 25.00 and has not accepted the waiver.
 */
export function messagesState(): CompetitionState {
  const state = run(
    undefined,
    { type: 'createCompetition', slug: 'mail', metadata: demoMetadata('2027-02-10') },
    {
      type: 'saveEvent',
      event: {
        name: 'Bronze Smooth',
        eventLevel: 'Bronze',
        style: 'Smooth',
        eventDances: ['Waltz'],
      },
    },
    {
      type: 'saveEvent',
      event: { name: 'Silver Latin', eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
    },
    {
      type: 'importCouples',
      couples: [
        ['Ann Lee', 'Bo Ray', 'Harbor City University', 'Bronze Smooth'],
        ['Cy Dunn', 'Di Eng', 'Northbridge College', 'Silver Latin'],
        ['Fay Gill', 'Gil Hart', 'Lakeside State University', 'Silver Latin'],
      ].map(([lead, follow, affiliation, event]) => ({
        lead: { name: lead!, affiliation: affiliation! },
        follow: { name: follow!, affiliation: affiliation! },
        events: [event!],
      })),
    },
  );
  const accounts = {
    [idOf(state, 'Ann Lee')]: account('ann@example.org', 2500, false),
    [idOf(state, 'Bo Ray')]: account('bo@example.org', 0, true),
    [idOf(state, 'Cy Dunn')]: account('dunn.family@example.org', 0, true),
    [idOf(state, 'Di Eng')]: account('Dunn.Family@example.org', 0, true),
  };
  return { ...state, registration: { ...state.registration, accounts } };
}
