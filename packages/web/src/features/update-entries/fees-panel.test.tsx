import type { OwnRegistration } from '@floorcraft/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FeesPanel } from './fees-panel';

afterEach(cleanup);

/** A dancer charged $42.00 who paid $50.00 in cash, $5.00 of it refunded. */
const own = {
  charges: [
    { id: 'c1', at: '2027-01-10T10:00:00Z', phase: 'Normal', kind: 'dancer', amount: 3000 },
    {
      id: 'c2',
      at: '2027-01-10T10:00:00Z',
      phase: 'Normal',
      kind: 'entry',
      eventName: 'Open Latin',
      amount: 1200,
    },
  ],
  payments: [
    {
      id: 'p1',
      amount: 5000,
      method: 'cash',
      note: '',
      at: '2027-01-12T10:00:00Z',
      corrections: [
        {
          id: 'r1',
          kind: 'refund',
          amount: 500,
          reason: 'Paid twice for the entry',
          at: '2027-01-13T10:00:00Z',
        },
      ],
    },
  ],
  due: -300,
} as unknown as OwnRegistration;

/** Kiritimati is UTC+14: 10:00 UTC on the 12th is already the 13th there. */
function renderPanel(registration: OwnRegistration) {
  return render(<FeesPanel own={registration} currency="USD" zone="Pacific/Kiritimati" />);
}

describe('FeesPanel (the dancer’s own page)', () => {
  it('words an overpayment as a credit', () => {
    renderPanel(own);
    expect(screen.getByTestId('balance').textContent).toBe('Credit: $3.00 (paid more than owed)');
  });

  it("lists a refund under the payment it corrects, with its reason and a negative amount, dated on the competition's clock", () => {
    renderPanel(own);
    const lines = within(screen.getByRole('table', { name: 'Payments' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(lines).toEqual([
      'DateHowAmount',
      expect.stringMatching(/^13 January 2027.*cash.*\$50\.00$/),
      expect.stringMatching(/^14 January 2027Refunded · Paid twice for the entry-\$5\.00$/),
    ]);
  });

  it('words a void so, and what is left to pay after it', () => {
    const voided = {
      ...own,
      payments: [
        {
          ...own.payments[0]!,
          corrections: [
            {
              id: 'v1',
              kind: 'void',
              amount: 5000,
              reason: 'Cheque bounced',
              at: own.payments[0]!.at,
            },
          ],
        },
      ],
      due: 4200,
    } as OwnRegistration;
    renderPanel(voided);
    expect(screen.getByTestId('balance').textContent).toBe('Still to pay: $42.00');
    expect(screen.getByRole('table', { name: 'Payments' }).textContent).toContain(
      'Voided · Cheque bounced-$50.00',
    );
  });
});
