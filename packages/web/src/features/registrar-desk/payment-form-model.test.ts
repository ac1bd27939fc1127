import { describe, expect, it } from 'vitest';
import { paymentCommand, paymentRules, paymentValues } from './payment-form-model';

describe('the payment form', () => {
  it('suggests what is still to pay and sends cents', () => {
    const values = paymentValues(1550);
    expect(values).toEqual({ amount: '15.50', method: 'cash', note: '' });
    expect(paymentCommand('ann', { ...values, note: ' at the desk ' })).toEqual({
      type: 'recordPayment',
      competitorId: 'ann',
      amount: 1550,
      method: 'cash',
      note: 'at the desk',
    });
  });

  it('names the amount in the browser’s words, and a zero amount in the domain’s', () => {
    const rules = paymentRules('ann');
    expect(rules({ amount: 'ten', method: 'cash', note: '' })).toEqual({
      amount: 'enter an amount such as 25 or 25.50',
    });
    expect(rules({ amount: '0', method: 'cheque', note: '' })).toEqual({
      amount: 'enter the amount received',
    });
    expect(rules({ amount: '10', method: 'transfer', note: 'x'.repeat(501) })).toEqual({
      note: 'at most 500 characters',
    });
    expect(rules(paymentValues(1000))).toEqual({});
  });
});
