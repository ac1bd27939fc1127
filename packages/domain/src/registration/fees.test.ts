import { describe, expect, it } from 'vitest';
import type { RegistrationPhase } from '../competition/enumerations';
import { feeFor } from './fees';
import { FEES } from '../../testing/registration-competition';

const { student: _student, ...withoutStudentPrices } = FEES;

describe('fees by phase (issue 13 item 7)', () => {
  it.each<[RegistrationPhase, number, number, number, number]>([
    // phase, dancer fee, entry fee, student dancer fee, student entry fee
    ['Early', 2000, 1000, 1000, 500],
    ['Normal', 2500, 1200, 1500, 700],
    ['Late', 3500, 1500, 2500, 900],
    // A Pending registration (no deadlines set) pays the Normal price.
    ['Pending', 2500, 1200, 1500, 700],
  ])('%s: dancer %i, entry %i; students %i and %i', (phase, dancer, entry, sDancer, sEntry) => {
    expect(feeFor(FEES, 'dancer', phase, false)).toBe(dancer);
    expect(feeFor(FEES, 'entry', phase, false)).toBe(entry);
    expect(feeFor(FEES, 'dancer', phase, true)).toBe(sDancer);
    expect(feeFor(FEES, 'entry', phase, true)).toBe(sEntry);
  });

  it('charges students the others’ prices when the schedule has no student prices', () => {
    expect(feeFor(withoutStudentPrices, 'entry', 'Early', true)).toBe(1000);
    expect(feeFor(withoutStudentPrices, 'dancer', 'Late', true)).toBe(3500);
  });

  it('charges nothing without a fee schedule', () => {
    expect(feeFor(undefined, 'dancer', 'Late', false)).toBe(0);
  });
});
