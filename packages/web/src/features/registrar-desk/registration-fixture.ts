import type { Competitor, Payment, RegistrarView, RegistrationAccount } from '@floorcraft/domain';

/** A test dancer's account: Early, charged 25.00 for the dancer and 10.00 for one entry. */
export function account(overrides: Partial<RegistrationAccount> = {}): RegistrationAccount {
  return {
    email: 'ann@example.org',
    student: true,
    waiverAcceptedAt: '2027-01-10T19:30:00Z',
    registeredAt: '2027-01-10T19:30:00Z',
    phase: 'Early',
    charges: [
      { id: 'c1', at: '2027-01-10T19:30:00Z', phase: 'Early', kind: 'dancer', amount: 2500 },
      {
        id: 'c2',
        at: '2027-01-10T19:30:00Z',
        phase: 'Early',
        kind: 'entry',
        eventName: 'Bronze Smooth',
        amount: 1000,
      },
    ],
    ...overrides,
  };
}

export function payment(competitorId: string, amount: number, at: string): Payment {
  return { id: `p-${at}`, competitorId, amount, method: 'cash', note: '', at, by: 'rita' };
}

const dancer = (id: string, name: string): Competitor => ({
  id,
  name,
  affiliation: 'Harbor City University',
  levels: {},
});

/** Two self-registered dancers (Ann earlier, Ben later) and one payment of Ann's. */
export function registrarFixture(): Pick<RegistrarView, 'competitors' | 'registration'> {
  return {
    competitors: { ann: dancer('ann', 'Ann Lee'), ben: dancer('ben', 'Ben Cho') },
    registration: {
      seeking: {},
      accounts: {
        ann: account(),
        ben: account({
          email: 'ben@example.org',
          student: false,
          registeredAt: '2027-01-20T08:00:00Z',
          waiverAcceptedAt: '2027-01-20T08:00:00Z',
          phase: 'Normal',
          charges: [],
        }),
      },
      payments: { p1: payment('ann', 2000, '2027-01-11T10:00:00Z') },
      codes: { ann: 'ANNCODE', ben: 'BENCODE' },
    },
  };
}
