import {
  invoices,
  type Charge,
  type RegistrarView,
  type RegistrationAccount,
  toCsv,
} from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { billToChoices, chosenInvoices, invoiceCsvName } from './invoice-choice';
import { invoiceCsvColumns, invoiceCsvRows } from './invoices-csv';

const at = '2027-01-10T19:30:00Z';

/** Ann (Harbor City) paid 20.00 of 35.00, one entry later dropped; Sam is independent. */
function view(): Pick<RegistrarView, 'slug' | 'competitors' | 'registration'> {
  const dancer = (id: string, name: string, affiliation: string) => ({
    id,
    name,
    affiliation,
    levels: {},
  });
  const account = (charges: Charge[], registeredAt = at): RegistrationAccount => ({
    email: 'x@example.org',
    student: false,
    waiverAcceptedAt: registeredAt,
    registeredAt,
    phase: 'Early',
    charges,
  });
  return {
    slug: 'spring',
    competitors: {
      ann: dancer('ann', 'Ann Lee', 'Harbor City University'),
      sam: dancer('sam', 'Sam Roe', 'Independent'),
    },
    registration: {
      seeking: {},
      accounts: {
        ann: account([
          { id: 'c1', at, phase: 'Early', kind: 'dancer', amount: 2500 },
          { id: 'c2', at, phase: 'Early', kind: 'entry', eventName: 'Bronze Smooth', amount: 1000 },
          {
            id: 'c3',
            at: '2027-01-25T09:00:00Z',
            phase: 'Late',
            kind: 'entry',
            eventName: 'Bronze Smooth',
            amount: -1000,
          },
        ]),
        sam: account(
          [{ id: 'c4', at, phase: 'Early', kind: 'dancer', amount: 2000 }],
          '2027-01-12T08:00:00Z',
        ),
      },
      payments: {
        p1: {
          id: 'p1',
          competitorId: 'ann',
          amount: 2000,
          method: 'cheque',
          note: 'no. 104, "school"',
          at: '2027-01-11T10:00:00Z',
          by: 'rita',
        },
      },
    },
  };
}

describe('the invoices CSV', () => {
  it('has a row per charge and per payment, summing to the invoice’s total and paid', () => {
    const rows = invoiceCsvRows(invoices(view()), 'UTC');
    expect(rows.map((row) => [row.invoice, row.dancer, row.item, row.charged, row.paid])).toEqual([
      ['S-001', 'Ann Lee', 'Dancer fee', '25.00', ''],
      ['S-001', 'Ann Lee', 'Entry: Bronze Smooth', '10.00', ''],
      ['S-001', 'Ann Lee', 'Credit: Bronze Smooth dropped', '-10.00', ''],
      ['S-001', 'Ann Lee', 'Payment', '', '20.00'],
      ['S-002', 'Sam Roe', 'Dancer fee', '20.00', ''],
    ]);
    expect(rows[3]).toMatchObject({
      method: 'Cheque',
      date: '2027-01-11',
      'bill to': 'Harbor City University',
    });
    expect(rows[2]).toMatchObject({ phase: 'Late', event: 'Bronze Smooth', date: '2027-01-25' });
  });

  it('dates each charge and payment on the competition’s clock, not UTC’s', () => {
    // 19:30 UTC on 10 January is already the 11th in Tokyo; 03:00 UTC on 11 January
    // is still the 10th in New York.
    const tokyo = invoiceCsvRows(invoices(view()), 'Asia/Tokyo');
    expect(tokyo[0]).toMatchObject({ item: 'Dancer fee', date: '2027-01-11' });
    const late = view();
    late.registration.payments!.p1!.at = '2027-01-11T03:00:00Z';
    const newYork = invoiceCsvRows(invoices(late), 'America/New_York');
    expect(newYork[3]).toMatchObject({ item: 'Payment', date: '2027-01-10' });
  });

  it('quotes a note with a comma or quotes, and has no email column', () => {
    const text = toCsv(invoiceCsvColumns, invoiceCsvRows(invoices(view()), 'UTC'));
    expect(text.split('\r\n')[0]).toBe(
      'invoice,bill to,dancer,item,event,phase,date,method,note,charged,paid',
    );
    expect(text).toContain('"no. 104, ""school"""');
    expect(text).not.toContain('x@example.org');
  });
});

describe('choosing what to print', () => {
  it('prints every invoice without ?school=, else only that school’s or dancer’s', () => {
    const list = invoices(view());
    expect(billToChoices(list)).toEqual(['Harbor City University', 'Sam Roe']);
    expect(chosenInvoices(list, null)).toHaveLength(2);
    expect(chosenInvoices(list, 'Sam Roe').map((invoice) => invoice.number)).toEqual(['S-002']);
    expect(chosenInvoices(list, 'Nowhere College')).toEqual([]);
  });

  it('names the CSV after the competition and the school chosen', () => {
    expect(invoiceCsvName('spring', null)).toBe('spring-invoices.csv');
    expect(invoiceCsvName('spring', 'St. Aldric College')).toBe(
      'spring-invoices-st-aldric-college.csv',
    );
  });
});
