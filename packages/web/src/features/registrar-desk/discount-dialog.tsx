import { DancerDialog, type DancerDialogProps, type DancerFormProps } from './dancer-dialog';
import { PartOrAllForm } from './part-or-all-form';

/**
 * Takes a sum off a dancer's fees or waives them, with a reason (issue 25
 * item 11): a line of its own on the invoice and the dancer's page; the
 * domain refuses more than is due, naming the figure.
 */
export function DiscountDialog(props: DancerDialogProps) {
  return (
    <DancerDialog
      {...props}
      title={(name) => (name ? `Discount or waive ${name}’s fees` : 'Discount or waive fees')}
      Form={DiscountForm}
    />
  );
}

function DiscountForm(props: DancerFormProps) {
  return (
    <PartOrAllForm
      {...props}
      legend="Reduction"
      part={{ value: 'discount', label: 'Discount', action: 'Give discount' }}
      all={{ value: 'waiver', label: 'Waive all fees', action: 'Waive fees' }}
      amountLabel="Discount"
      amountProblem="Discount: enter the amount taken off, e.g. 10.00"
      reasonProblem="Reason: say why the fees are reduced"
      reasonPlaceholder="Volunteer, organizer’s guest…"
      commandFor={(kind, amount, reason) => ({
        type: 'adjustFees',
        competitorId: props.row.competitorId,
        kind,
        ...(amount !== undefined && { amount }),
        reason,
      })}
    />
  );
}
