import type { Payment } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { paymentHistory } from './payment-history';

const payment: Payment = {
  id: 'p1',
  competitorId: 'c1',
  amount: 5000,
  method: 'cash',
  note: 'at the door',
  at: '2027-03-06T14:05:00.000Z',
  by: 'user:ann',
  corrections: [
    {
      id: 'r1',
      kind: 'refund',
      amount: 1000,
      reason: 'Paid ten too many',
      at: '2027-03-06T15:30:00.000Z',
      by: 'user:bob',
    },
    {
      id: 'v1',
      kind: 'void',
      amount: 4000,
      reason: 'Cheque bounced',
      at: '2027-03-07T16:00:00.000Z',
      by: 'user:ann',
    },
  ],
};

describe('a dancer’s payment history', () => {
  it('lists who recorded, refunded and voided each payment, when in the competition’s time, and why', () => {
    const lines = paymentHistory([payment], 'USD', 'America/New_York');
    expect(lines.map(({ what, amount, when, by, why }) => [what, amount, when, by, why])).toEqual([
      ['Recorded', '$50.00', '6 Mar 2027, 09:05 New York time', 'user:ann', 'cash: at the door'],
      ['Refunded', '$10.00', '6 Mar 2027, 10:30 New York time', 'user:bob', 'Paid ten too many'],
      ['Voided', '$40.00', '7 Mar 2027, 11:00 New York time', 'user:ann', 'Cheque bounced'],
    ]);
  });
});
