import { dateInZone, type InvoiceLine, type InvoicePayment } from '@floorcraft/domain';

/** What a line is for, as the invoice and its CSV name it: the fee, an entry, a credit, a discount. */
export function lineItem(
  line: Pick<InvoiceLine, 'kind' | 'eventName' | 'amount'> & { reason?: string | undefined },
): string {
  if (line.kind === 'discount' || line.kind === 'waiver') {
    // The registrar's own line (issue 25 item 11), with the reason they gave.
    return `${line.kind === 'discount' ? 'Discount' : 'Fees waived'}: ${line.reason ?? ''}`;
  }
  if (line.kind === 'dancer') {
    return line.amount < 0 ? 'Dancer fee credited' : 'Dancer fee';
  }
  const event = line.eventName ?? 'an event';
  return line.amount < 0 ? `Credit: ${event} dropped` : `Entry: ${event}`;
}

const methods: Record<InvoicePayment['method'], string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  transfer: 'Transfer',
};

/** "Cash", "Cheque", "Transfer": how a payment was made, as printed. */
export function paymentMethodLabel(method: InvoicePayment['method']): string {
  return methods[method];
}

/**
 * "2027-01-10": the date a charge or payment was recorded, on the
 * competition's clock (ADR 027): a payment taken at 22:00 in New York on the
 * 10th is dated the 10th, not UTC's 11th.
 */
export function dayOf(iso: string, timeZone: string): string {
  return dateInZone(iso, timeZone);
}
