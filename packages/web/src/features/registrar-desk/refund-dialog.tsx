import { dateInZone, paymentLeft } from '@floorcraft/domain';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { formatMoney } from '../../lib/format-money';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import { DancerDialog, type DancerDialogProps, type DancerFormProps } from './dancer-dialog';
import { PartOrAllForm } from './part-or-all-form';

/**
 * Refunds part of one of a dancer's payments, or voids it, with a reason
 * (issue 25 item 9): a new entry beside the payment; the domain refuses a
 * refund of more than is left of it, naming the figure.
 */
export function RefundDialog(props: DancerDialogProps) {
  return (
    <DancerDialog
      {...props}
      title={(name) =>
        name ? `Refund or void a payment from ${name}` : 'Refund or void a payment'
      }
      Form={RefundForm}
    />
  );
}

function RefundForm(props: DancerFormProps) {
  const { row, currency } = props;
  const open = row.payments.filter((payment) => paymentLeft(payment) > 0);
  const zone = useCompetitionZone();
  const [paymentId, setPaymentId] = useState(open.at(-1)?.id ?? '');
  if (open.length === 0) {
    return <Text>No payment of {row.name} is left to refund.</Text>;
  }
  return (
    <PartOrAllForm
      {...props}
      legend="Correction"
      part={{ value: 'refund', label: 'Refund part', action: 'Refund' }}
      all={{ value: 'void', label: 'Void it all', action: 'Void payment' }}
      amountLabel="Amount refunded"
      amountProblem="Amount: enter the amount refunded, e.g. 12.50"
      reasonProblem="Reason: say why the payment is corrected"
      reasonPlaceholder="Paid twice, event cancelled…"
      submitColor="red"
      commandFor={(kind, amount, reason) => ({
        type: 'correctPayment',
        paymentId,
        kind,
        ...(amount !== undefined && { amount }),
        reason,
      })}
    >
      <Select
        label="Payment"
        data={open.map((payment) => ({
          value: payment.id,
          label: `${formatMoney(payment.amount, currency)} by ${payment.method}, ${dateInZone(payment.at, zone)} (${formatMoney(paymentLeft(payment), currency)} left)`,
        }))}
        value={paymentId}
        onChange={(value) => setPaymentId(value ?? paymentId)}
        allowDeselect={false}
      />
    </PartOrAllForm>
  );
}
