import { dateInZone, paymentLeft, type PaymentCorrectionKind } from '@floorcraft/domain';
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProblems } from '../../components/form-problems';
import { useCommand } from '../../lib/api/use-command';
import { balanceWords, formatMoney } from '../../lib/format-money';
import { centsFromInput } from '../../lib/forms/money-input';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import { DancerDialog, type DancerDialogProps, type DancerFormProps } from './dancer-dialog';

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

function RefundForm({ row, currency, onDone }: DancerFormProps) {
  const open = row.payments.filter((payment) => paymentLeft(payment) > 0);
  const zone = useCompetitionZone();
  const [paymentId, setPaymentId] = useState(open.at(-1)?.id ?? '');
  const [kind, setKind] = useState<PaymentCorrectionKind>('refund');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const { run, refusal, pending } = useCommand();
  if (open.length === 0) {
    return <Text>No payment of {row.name} is left to refund.</Text>;
  }
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = centsFromInput(amount);
    if (kind === 'refund' && cents === undefined) {
      setProblem('Amount: enter the amount refunded, e.g. 12.50');
      return;
    }
    if (!reason.trim()) {
      setProblem('Reason: say why the payment is corrected');
      return;
    }
    setProblem(undefined);
    const command = {
      type: 'correctPayment' as const,
      paymentId,
      kind,
      ...(kind === 'refund' ? { amount: cents } : {}),
      reason: reason.trim(),
    };
    if (await run(command)) {
      onDone();
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">Balance: {balanceWords(row.outstanding, currency)}.</Text>
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
        <Stack gap={4}>
          <Text size="sm" fw={500} id="correction-kind-label">
            Correction
          </Text>
          <SegmentedControl
            aria-labelledby="correction-kind-label"
            data={[
              { value: 'refund', label: 'Refund part' },
              { value: 'void', label: 'Void it all' },
            ]}
            value={kind}
            onChange={(value) => setKind(value)}
          />
        </Stack>
        {kind === 'refund' && (
          <TextInput
            label={`Amount refunded${currency ? ` (${currency})` : ''}`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        )}
        <TextInput
          label="Reason"
          placeholder="Paid twice, event cancelled…"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <FormProblems problems={problem ? [problem] : []} refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {kind === 'void' ? 'Void payment' : 'Refund'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
