import type { FeeSchedule } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { quoteFee } from './registration-fee';

const fees: FeeSchedule = {
  currency: 'USD',
  perDancer: { Early: 2000, Normal: 3000, Late: 4000 },
  perEntry: { Early: 1000, Normal: 1500, Late: 2000 },
  student: {
    perDancer: { Early: 1000, Normal: 1500, Late: 2000 },
    perEntry: { Early: 500, Normal: 750, Late: 1000 },
  },
};

describe('quoteFee', () => {
  it('adds each new dancer’s fee and their entries at the phase’s price', () => {
    expect(quoteFee(fees, 'Early', [false], 2)).toEqual({ total: 4000, perEntry: 1000 });
    expect(quoteFee(fees, 'Late', [false, true], 1)).toEqual({ total: 9000, perEntry: 3000 });
  });

  it('charges a Pending registration the Normal price, and nothing without a schedule', () => {
    expect(quoteFee(fees, 'Pending', [false], 1).total).toBe(4500);
    expect(quoteFee(undefined, 'Late', [false], 3).total).toBe(0);
  });
});
