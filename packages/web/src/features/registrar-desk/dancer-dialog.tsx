import type { ComponentType } from 'react';
import { RowDialog } from '../../components/row-dialog';
import type { RegistrationRow } from './registration-rows';

/** What a desk dialog's form is given: the dancer's live row, the currency, and how to close. */
export interface DancerFormProps {
  row: RegistrationRow;
  currency: string | undefined;
  onDone: () => void;
}

/** A desk dialog as its panel opens it: for a dancer, or closed when `row` is undefined. */
export interface DancerDialogProps {
  row: RegistrationRow | undefined;
  currency: string | undefined;
  onClose: () => void;
}

/**
 * A dialog of the registrar's desk about one dancer (record a payment,
 * refund, payment history): titled with the dancer's name, its form keyed
 * by the dancer.
 */
export function DancerDialog({
  row,
  currency,
  onClose,
  title,
  Form,
}: DancerDialogProps & {
  title: (name: string | undefined) => string;
  Form: ComponentType<DancerFormProps>;
}) {
  return (
    <RowDialog
      row={row}
      keyOf={(dancer) => dancer.competitorId}
      title={(dancer) => title(dancer?.name)}
      onClose={onClose}
    >
      {(dancer) => <Form row={dancer} currency={currency} onDone={onClose} />}
    </RowDialog>
  );
}
