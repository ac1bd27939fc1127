import { paymentMethods, type PaymentMethod } from '@floorcraft/domain';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { fieldProblems } from '../../lib/forms/field-problems';
import { formatMoney } from '../../lib/format-money';
import {
  PAYMENT_LABELS,
  paymentCommand,
  paymentRules,
  paymentValues,
  type PaymentValues,
} from './payment-form-model';
import { DancerDialog, type DancerDialogProps, type DancerFormProps } from './dancer-dialog';
import { FormFooter, refusalOnly } from '../../components/form-footer';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  transfer: 'Transfer',
};

/** Records money received for one dancer: amount, cash / cheque / transfer, and a note. */
export function PaymentDialog(props: DancerDialogProps) {
  return (
    <DancerDialog
      {...props}
      title={(name) => (name ? `Record a payment from ${name}` : 'Record a payment')}
      Form={PaymentForm}
    />
  );
}

function PaymentForm({ row, currency, onDone }: DancerFormProps) {
  const form = useForm<PaymentValues>({
    initialValues: paymentValues(row.outstanding),
    validate: paymentRules(row.competitorId),
  });
  const { run, refusal, pending } = useCommand();
  const save = async (values: PaymentValues) => {
    if (await run(paymentCommand(row.competitorId, values))) {
      onDone();
    }
  };
  const problems = fieldProblems(form.errors, PAYMENT_LABELS);

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Due {formatMoney(row.due, currency)}, paid {formatMoney(row.paid, currency)}.
        </Text>
        <TextInput
          label={`Amount${currency ? ` (${currency})` : ''}`}
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="payment-method-label">
            Paid by
          </Text>
          <SegmentedControl
            aria-labelledby="payment-method-label"
            data={paymentMethods.map((method) => ({
              value: method,
              label: METHOD_LABELS[method],
            }))}
            {...form.getInputProps('method')}
          />
        </Stack>
        <TextInput
          label="Note (optional)"
          placeholder="Cheque number, transfer reference…"
          {...form.getInputProps('note')}
        />
        <FormFooter problems={problems} outcome={refusalOnly(refusal)}>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Record payment
            </Button>
          </Group>
        </FormFooter>
      </Stack>
    </form>
  );
}
