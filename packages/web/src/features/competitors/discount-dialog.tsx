import type { FeeAdjustmentKind } from '@floorcraft/domain';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormProblems } from '../../components/form-problems';
import { useCommand } from '../../lib/api/use-command';
import { balanceWords } from '../../lib/format-money';
import { centsFromInput } from '../../lib/forms/money-input';
import type { RegistrationRow } from './registration-rows';

interface DiscountDialogProps {
  /** The dancer whose fees are reduced; the dialog is closed when undefined. */
  row: RegistrationRow | undefined;
  currency: string | undefined;
  onClose: () => void;
}

/**
 * Takes a sum off a dancer's fees or waives them, with a reason (issue 25
 * item 11): a line of its own on the invoice and the dancer's page; the
 * domain refuses more than is due, naming the figure.
 */
export function DiscountDialog({ row, currency, onClose }: DiscountDialogProps) {
  return (
    <Modal
      opened={row !== undefined}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={row ? `Discount or waive ${row.name}’s fees` : 'Discount or waive fees'}
    >
      {row && (
        <DiscountForm key={row.competitorId} row={row} currency={currency} onDone={onClose} />
      )}
    </Modal>
  );
}

function DiscountForm({
  row,
  currency,
  onDone,
}: {
  row: RegistrationRow;
  currency: string | undefined;
  onDone: () => void;
}) {
  const [kind, setKind] = useState<FeeAdjustmentKind>('discount');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const { run, refusal, pending } = useCommand();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = centsFromInput(amount);
    if (kind === 'discount' && cents === undefined) {
      setProblem('Discount: enter the amount taken off, e.g. 10.00');
      return;
    }
    if (!reason.trim()) {
      setProblem('Reason: say why the fees are reduced');
      return;
    }
    setProblem(undefined);
    const command = {
      type: 'adjustFees' as const,
      competitorId: row.competitorId,
      kind,
      ...(kind === 'discount' ? { amount: cents } : {}),
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
        <Stack gap={4}>
          <Text size="sm" fw={500} id="adjustment-kind-label">
            Reduction
          </Text>
          <SegmentedControl
            aria-labelledby="adjustment-kind-label"
            data={[
              { value: 'discount', label: 'Discount' },
              { value: 'waiver', label: 'Waive all fees' },
            ]}
            value={kind}
            onChange={(value) => setKind(value)}
          />
        </Stack>
        {kind === 'discount' && (
          <TextInput
            label={`Discount${currency ? ` (${currency})` : ''}`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        )}
        <TextInput
          label="Reason"
          placeholder="Volunteer, organizer’s guest…"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <FormProblems problems={problem ? [problem] : []} refusal={refusal} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {kind === 'waiver' ? 'Waive fees' : 'Give discount'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
