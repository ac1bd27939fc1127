import type { Invoice, RegistrarView } from '@floorcraft/domain';
import { printClasses } from '../../components/print';
import classes from './invoice.module.css';

interface InvoiceHeadProps {
  invoice: Invoice;
  view: RegistrarView;
  /** "24 November 2026": the day the invoice is printed. */
  issued: string;
}

/**
 * Who the invoice is from (the competition and its organizers as set up,
 * with the contact details staff see), its number and date, and who pays.
 */
export function InvoiceHead({ invoice, view, issued }: InvoiceHeadProps) {
  const { fullName, venue, organizers } = view.metadata;
  return (
    <header>
      <h2 className={printClasses.sheetTitle}>Invoice {invoice.number}</h2>
      <div className={classes.head}>
        <div className={classes.from}>
          <p>
            <strong>{fullName}</strong>
          </p>
          {venue.name && <p>{venue.name}</p>}
          {venue.address && <p>{venue.address}</p>}
          {Object.values(organizers).map((organizer) => (
            <p key={organizer.key}>
              {[organizer.name, organizer.role, organizer.email, organizer.phone]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ))}
        </div>
        <div className={classes.facts}>
          <p>Invoice number: {invoice.number}</p>
          <p>Date: {issued}</p>
          <p>
            Bill to: <strong>{invoice.billTo}</strong>
          </p>
          <p>{invoice.school === undefined ? 'Independent dancer' : 'School or club'}</p>
        </div>
      </div>
    </header>
  );
}
