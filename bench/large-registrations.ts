// Registrations for the large competition's desk (issue 25 item 9): 750
// couples registered online (1,500 dancers) in one event of their own, with
// a fee schedule, so the registrar's desk has 1,500 rows with balances.
import { DEMO_FEES, type Command } from '@floorcraft/domain';
import { LARGE, schoolName } from './large-competition';

export const DESK_DANCERS = 1_500;
export const DESK_EVENT = 'Bench Open Latin';

const dancer = (index: number) => ({
  name: `Desk Dancer ${index + 1}`,
  email: `desk.dancer.${index + 1}@example.org`,
  affiliation: schoolName(index % LARGE.schools),
  levels: {},
  // Every fifth dancer a student, for the student prices.
  student: index % 5 === 0,
  waiverAccepted: true as const,
});

/** The fee schedule, the desk's event and the 750 couples' registrations, as commands. */
export function largeRegistrations(): Command[] {
  const commands: Command[] = [
    // The demo's prices: the desk shows what each dancer owes at them.
    { type: 'setFeeSchedule', fees: DEMO_FEES },
    {
      type: 'saveEvent',
      event: { name: DESK_EVENT, eventLevel: 'Open', style: 'Latin', eventDances: ['Rumba'] },
    },
  ];
  for (let index = 0; index < DESK_DANCERS; index += 2) {
    commands.push({
      type: 'register',
      dancer: dancer(index),
      role: 'lead',
      partner: { kind: 'new', dancer: dancer(index + 1) },
      events: [DESK_EVENT],
    });
  }
  return commands;
}

/**
 * The desk's payments for the registered dancers (`competitorIds`, in registration order):
 * every third pays $42.00, and every 21st $90.00, more than any dancer owes here (a credit).
 */
export function largeRegistrationPayments(competitorIds: readonly string[]): Command[] {
  return competitorIds
    .filter((_, index) => index % 3 === 0)
    .map((competitorId, third) => ({
      type: 'recordPayment',
      competitorId,
      amount: (third * 3) % 7 === 0 ? 9000 : 4200,
      method: 'cash',
      note: '',
    }));
}
