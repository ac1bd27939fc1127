import { describe, expect, it } from 'vitest';
import { confirmationText, NO_PAYMENT_INSTRUCTIONS } from './confirmation-text';
import type { RegistrationConfirmation } from './registration-confirmation';

const confirmation: RegistrationConfirmation = {
  dancers: [
    {
      competitorId: 'ann',
      name: 'Ann Lee',
      // 05:30 UTC is still the evening before in New York.
      registeredAt: '2027-01-10T05:30:00Z',
      places: [
        { eventName: 'Bronze Standard', standing: 'entered', partnerName: 'Bo Ray' },
        { eventName: 'Silver Latin', standing: 'looking' },
        { eventName: 'Gold Standard', standing: 'asked', partnerName: 'Cy Dunn' },
      ],
      lines: [
        {
          competitorId: 'ann',
          dancerName: 'Ann Lee',
          kind: 'dancer',
          phase: 'Early',
          amount: 2000,
          at: '2027-01-10T05:30:00Z',
        },
        {
          competitorId: 'ann',
          dancerName: 'Ann Lee',
          kind: 'entry',
          eventName: 'Bronze Standard',
          phase: 'Early',
          amount: 1050,
          at: '2027-01-10T05:30:00Z',
        },
      ],
      owed: 3050,
    },
  ],
  owed: 3050,
  currency: 'USD',
  paymentInstructions: 'Bank transfer to 0123 4567 89.\n<b>Name</b> your code.',
  timeZone: 'America/New_York',
};

describe('the confirmation mail’s text (issue 25 item 10)', () => {
  it('lists the events, the fee line by line, what is owed and how to pay, as written', () => {
    expect(confirmationText(confirmation)).toEqual([
      'Your registration:',
      '',
      'Ann Lee',
      '  Bronze Standard: with Bo Ray',
      '  Silver Latin: looking for a partner (on the TBA list)',
      '  Gold Standard: waiting for Cy Dunn to accept',
      '  Dancer fee (Early price): 20.00 USD',
      '  Entry: Bronze Standard (Early price): 10.50 USD',
      '',
      'To pay: 30.50 USD',
      'Registered 10 Jan 2027, 00:30 New York time.',
      '',
      'How to pay:',
      'Bank transfer to 0123 4567 89.\n<b>Name</b> your code.',
    ]);
  });

  it('says what to do when setup has no payment instructions', () => {
    const { paymentInstructions: _none, ...without } = confirmation;
    expect(confirmationText(without).at(-1)).toBe(NO_PAYMENT_INSTRUCTIONS);
  });
});
