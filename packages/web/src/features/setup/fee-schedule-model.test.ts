import { describe, expect, it } from 'vitest';
import {
  FEE_LABELS,
  feeScheduleInput,
  feeScheduleRules,
  feeScheduleValues,
} from './fee-schedule-model';

const stored = {
  currency: 'USD',
  perDancer: { Early: 2500, Normal: 3000, Late: 4000 },
  perEntry: { Early: 1000, Normal: 1200, Late: 1500 },
};

describe('the fee schedule form', () => {
  it('shows a stored schedule in money and sends it back in cents', () => {
    const values = feeScheduleValues(stored);
    expect(values.perDancer).toEqual({ Early: '25.00', Normal: '30.00', Late: '40.00' });
    expect(values.studentPrices).toBe(false);
    // No student prices is said, not left out: a save that left them out would be refused.
    expect(feeScheduleInput(values)).toEqual({ ...stored, student: null });
  });

  it('sends student prices only when the organizer splits them', () => {
    const values = feeScheduleValues(stored);
    values.studentPrices = true;
    values.student.perDancer = { Early: '15', Normal: '20', Late: '30' };
    values.student.perEntry = { Early: '8', Normal: '10', Late: '12.5' };
    expect(feeScheduleInput(values).student).toEqual({
      perDancer: { Early: 1500, Normal: 2000, Late: 3000 },
      perEntry: { Early: 800, Normal: 1000, Late: 1250 },
    });
    expect(feeScheduleRules(values)).toEqual({});
  });

  it('names an unreadable amount in the browser’s words and the rest in the domain’s', () => {
    const values = feeScheduleValues(undefined);
    expect(feeScheduleRules(values)).toMatchObject({
      'perDancer.Early': 'enter an amount such as 25 or 25.50',
      'perEntry.Late': 'enter an amount such as 25 or 25.50',
    });
    const filled = feeScheduleValues(stored);
    expect(feeScheduleRules({ ...filled, currency: 'dollars' })).toEqual({
      currency: 'must be a three-letter currency code, e.g. USD',
    });
    expect(
      feeScheduleRules({ ...filled, perEntry: { ...filled.perEntry, Late: '200000' } }),
    ).toEqual({ 'perEntry.Late': 'must be at most 100,000.00' });
  });

  it('labels every price by its row and phase', () => {
    expect(FEE_LABELS['perDancer.Early']).toBe('Per dancer, Early');
    expect(FEE_LABELS['student.perEntry.Late']).toBe('Students per entry, Late');
  });
});
