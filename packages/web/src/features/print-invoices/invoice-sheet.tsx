import { competitionTimeZone, type Invoice, type RegistrarView } from '@floorcraft/domain';
import { Sheet } from '../../components/print';
import { formatMoney } from '../../lib/format-money';
import { InvoiceHead } from './invoice-head';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoicePaymentsTable } from './invoice-payments-table';
import { InvoiceTotals } from './invoice-totals';

interface InvoiceSheetProps {
  invoice: Invoice;
  view: RegistrarView;
  issued: string;
}

/** One invoice, starting a new page: head, charges, payments, totals. */
export function InvoiceSheet({ invoice, view, issued }: InvoiceSheetProps) {
  const currency = view.registration.fees?.currency;
  const money = (cents: number) => formatMoney(cents, currency);
  const timeZone = competitionTimeZone(view.metadata);
  return (
    <Sheet label={`Invoice ${invoice.number}, ${invoice.billTo}`}>
      <InvoiceHead invoice={invoice} view={view} issued={issued} />
      <InvoiceLinesTable invoice={invoice} money={money} timeZone={timeZone} />
      <InvoicePaymentsTable invoice={invoice} money={money} timeZone={timeZone} />
      <InvoiceTotals invoice={invoice} money={money} />
    </Sheet>
  );
}
