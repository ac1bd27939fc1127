import type { Payment, RegistrationAccount } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { registrationTotals } from './registration-totals';

/** A dancer charged `cents` at registration. */
function account(cents: number, withdrawnAt?: string): RegistrationAccount {
  return {
    email: 'dancer@example.org',
    student: true,
    waiverAcceptedAt: '2027-01-10T19:30:00Z',
    registeredAt: '2027-01-10T19:30:00Z',
    phase: 'Early',
    charges: [
      { id: 'c', at: '2027-01-10T19:30:00Z', phase: 'Early', kind: 'dancer', amount: cents },
    ],
    ...(withdrawnAt !== undefined && { withdrawnAt }),
  };
}

const paid = (competitorId: string, amount: number): Payment => ({
  id: `p-${competitorId}`,
  competitorId,
  amount,
  method: 'cash',
  note: '',
  at: '2027-01-11T09:00:00Z',
  by: 'rita',
});

describe('registrationTotals', () => {
  it('counts registered and withdrawn dancers and sums what those who owe still owe', () => {
    const totals = registrationTotals({
      accounts: {
        ann: account(3500),
        ben: account(2500),
        cy: account(2500, '2027-01-12T10:00:00Z'),
        di: account(2500),
      },
      payments: { a: paid('ann', 1000), b: paid('ben', 2500), d: paid('di', 4000) },
    });
    // Ann owes 25.00, Cy (withdrawn) still owes 25.00; Ben is paid up, Di's overpayment offsets nobody.
    expect(totals).toEqual({ registered: 3, withdrawn: 1, outstanding: 5000, owing: 2 });
  });

  it('is all zero before anybody registers', () => {
    expect(registrationTotals({ accounts: {}, payments: {} })).toEqual({
      registered: 0,
      withdrawn: 0,
      outstanding: 0,
      owing: 0,
    });
  });
});
