import type { Invoice } from '@floorcraft/domain';

/** The URL parameter naming the one school (or independent dancer) to print; absent: all of them. */
export const SCHOOL_PARAM = 'school';

/**
 * The invoices to print for `?school=`: every invoice without it, else those
 * billed to that name (a school, or an independent dancer by name); none
 * when nobody by that name owes anything, so the page can say so.
 */
export function chosenInvoices(list: readonly Invoice[], school: string | null): Invoice[] {
  return school === null || school === '' ? [...list] : list.filter((i) => i.billTo === school);
}

/** The names to choose from: each bill-to once, in the invoices' order (schools first). */
export function billToChoices(list: readonly Invoice[]): string[] {
  return [...new Set(list.map((invoice) => invoice.billTo))];
}

/** The CSV's file name: the competition, and the school when only one is chosen. */
export function invoiceCsvName(slug: string, school: string | null): string {
  const part = school
    ? `-${school
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}`
    : '';
  return `${slug}-invoices${part}.csv`;
}
