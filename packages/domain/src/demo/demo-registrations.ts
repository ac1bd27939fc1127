import { totalOf } from '../registration/balance';
import type { Command } from '../composition/command';
import type { LevelProfile } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { RegistrantInput } from '../registration/commands';
import type { FeeSchedule } from '../registration/fee-schedule';

/** The demo's prices: early birds save, late comers pay more, students pay less (cents of USD). */
export const DEMO_FEES: Required<FeeSchedule> = {
  currency: 'USD',
  perDancer: { Early: 2500, Normal: 3000, Late: 4000 },
  perEntry: { Early: 1000, Normal: 1200, Late: 1500 },
  student: {
    perDancer: { Early: 1500, Normal: 2000, Late: 3000 },
    perEntry: { Early: 800, Normal: 1000, Late: 1200 },
  },
};

export const DEMO_WAIVER =
  'I take part in this competition at my own risk and release the organizers, the venue and their volunteers from liability for any injury, loss or damage, except where caused by their negligence.\n\nI allow the organizers to photograph and film the competition and to use pictures and recordings in which I appear to report on and promote the event and the team, without payment.';

function dancer(
  name: string,
  school: string,
  levels: LevelProfile,
  student = true,
): RegistrantInput {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@students.example.edu`;
  return { name, email, affiliation: school, levels, student, waiverAccepted: true };
}

function daysBefore(today: string, days: number, time = '19:30:00Z'): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

/** How the demo's dancers pay: shown on /register's confirmation and in its mail. */
export const DEMO_PAYMENT_INSTRUCTIONS = [
  'Pay at the registration desk on the day (cash or card), or beforehand by bank transfer to',
  'Harbor City DanceSport, account 0123 4567 89, naming each dancer and their competitor code.',
].join('\n');

/**
 * Registrations the demo received through /register before its first
 * start, at times spread over the Early and Normal phases (the demo's
 * early deadline was ten days ago), some still looking for a partner: the
 * entries, competitors and TBA pages and the registrar's screen have
 * something to show. Keyed in as received, as a registrar would.
 */
export function demoRegistrations(today: string): Command[] {
  const at = (days: number) => daysBefore(today, days);
  return [
    { type: 'setFeeSchedule', fees: DEMO_FEES },
    { type: 'setPaymentInstructions', text: DEMO_PAYMENT_INSTRUCTIONS },
    { type: 'savePageText', page: 'waiver', text: DEMO_WAIVER },
    {
      type: 'register',
      dancer: dancer('Aaron Bishop', 'Harbor City University', { smoothLevel: 'Bronze' }),
      role: 'lead',
      partner: {
        kind: 'new',
        dancer: dancer('Beatrice Lam', 'Harbor City University', { smoothLevel: 'Bronze' }),
      },
      events: ['Bronze Smooth', 'Bronze Rhythm'],
      receivedAt: at(24),
    },
    {
      type: 'register',
      dancer: dancer('Mei Takahashi', 'Northbridge College', { smoothLevel: 'Gold' }, false),
      role: 'follow',
      partner: {
        kind: 'new',
        dancer: dancer('Jonas Lindgren', 'Northbridge College', { smoothLevel: 'Gold' }, false),
      },
      events: ['Gold Smooth'],
      receivedAt: at(18),
    },
    {
      type: 'register',
      dancer: dancer('Caleb Osei', 'Riverside University', { smoothLevel: 'Bronze' }),
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Bronze Smooth', 'Bronze Rhythm'],
      receivedAt: at(13),
    },
    {
      type: 'register',
      dancer: dancer('Ines Moreno', 'Lakeside State University', { latinLevel: 'Silver' }),
      role: 'follow',
      partner: {
        kind: 'new',
        dancer: dancer('Tobias Weber', 'Lakeside State University', { latinLevel: 'Silver' }),
      },
      events: ['Silver Latin', 'Novice Latin'],
      receivedAt: at(7),
    },
    {
      type: 'register',
      dancer: dancer('Lucia Ferraro', 'Eastport University', { smoothLevel: 'Bronze' }),
      role: 'follow',
      partner: { kind: 'tba' },
      events: ['Bronze Smooth'],
      receivedAt: at(4),
    },
    {
      type: 'register',
      dancer: dancer('Noah Brennan', 'Meridian University', { latinLevel: 'Novice' }),
      role: 'lead',
      partner: { kind: 'tba' },
      events: ['Novice Latin'],
      receivedAt: at(2),
    },
    {
      type: 'register',
      dancer: {
        ...dancer('Sara Kovac', 'Other', { smoothLevel: 'Gold' }, false),
        otherAffiliation: 'Harbor City Social Dance Club',
      },
      role: 'follow',
      partner: { kind: 'tba' },
      events: ['Gold Smooth'],
      receivedAt: at(1),
    },
  ];
}

/**
 * Payments taken at the registration desk: the early couples have paid in
 * full, one TBA dancer part of it. Computed from the set-up state, because
 * payments name dancers by the ids the server gave them.
 */
export function demoPayments(state: CompetitionState): Command[] {
  const accounts = state.registration.accounts ?? {};
  const owed = (id: string) => totalOf(accounts[id]?.charges ?? []);
  const idOf = (name: string) =>
    Object.values(state.competitors).find((competitor) => competitor.name === name)?.id;
  const paid: [string, 'cash' | 'cheque' | 'transfer', string, number?][] = [
    ['Aaron Bishop', 'transfer', 'Team transfer, ref. HCU-0112'],
    ['Beatrice Lam', 'transfer', 'Team transfer, ref. HCU-0112'],
    ['Mei Takahashi', 'cheque', 'Cheque no. 004417'],
    ['Caleb Osei', 'cash', 'Deposit at the desk', 1000],
  ];
  return paid.flatMap(([name, method, note, amount]): Command[] => {
    const id = idOf(name);
    const due = id === undefined ? 0 : (amount ?? owed(id));
    return id === undefined || due <= 0
      ? []
      : [{ type: 'recordPayment', competitorId: id, amount: due, method, note }];
  });
}
