import type { Command } from '@floorcraft/domain';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useCommand } from '../../lib/api/use-command';
import { balanceWords } from '../../lib/format-money';
import { centsFromInput } from '../../lib/forms/money-input';
import type { DancerFormProps } from './dancer-dialog';
import { FormFooter, refusalOnly } from '../../components/form-footer';

/** One of the two choices: part of a sum (an amount is asked), or all of it. */
interface Choice<Kind extends string> {
  value: Kind;
  label: string;
  /** The submit button's words for this choice. */
  action: string;
}

export interface PartOrAllFormProps<Kind extends string> extends DancerFormProps {
  /** The control's label: "Reduction", "Correction". */
  legend: string;
  part: Choice<Kind>;
  all: Choice<Kind>;
  /** The amount field's label, the currency added. */
  amountLabel: string;
  /** The sentence when the amount is missing or not money, naming the field. */
  amountProblem: string;
  /** The sentence when no reason is given. */
  reasonProblem: string;
  reasonPlaceholder: string;
  /** Fields asked before the choice (which payment). */
  children?: ReactNode;
  submitColor?: string;
  /** The command for the choice made: `cents` for a part, undefined for all; the reason trimmed. */
  commandFor: (kind: Kind, cents: number | undefined, reason: string) => Command;
}

/**
 * The desk's "part or all, with a reason" form (issue 25 items 9 and 11): a
 * discount or a fee waiver, a refund or a void. The balance, the choice, the
 * amount for a part, the reason, checked here and then by the domain, whose
 * refusal (more than is due or left) shows in the form.
 */
export function PartOrAllForm<Kind extends string>(props: PartOrAllFormProps<Kind>) {
  const { row, currency, onDone, legend, part, all } = props;
  const legendId = useId();
  const [kind, setKind] = useState<Kind>(part.value);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const { run, refusal, pending } = useCommand();
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = centsFromInput(amount);
    if (kind === part.value && cents === undefined) {
      setProblem(props.amountProblem);
      return;
    }
    if (!reason.trim()) {
      setProblem(props.reasonProblem);
      return;
    }
    setProblem(undefined);
    if (await run(props.commandFor(kind, kind === part.value ? cents : undefined, reason.trim()))) {
      onDone();
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">Balance: {balanceWords(row.outstanding, currency)}.</Text>
        {props.children}
        <Stack gap={4}>
          <Text size="sm" fw={500} id={legendId}>
            {legend}
          </Text>
          <SegmentedControl
            aria-labelledby={legendId}
            data={[part, all].map(({ value, label }) => ({ value, label }))}
            value={kind}
            onChange={(value) => setKind(value)}
          />
        </Stack>
        {kind === part.value && (
          <TextInput
            label={`${props.amountLabel}${currency ? ` (${currency})` : ''}`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
        )}
        <TextInput
          label="Reason"
          placeholder={props.reasonPlaceholder}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <FormFooter problems={problem ? [problem] : []} outcome={refusalOnly(refusal)}>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" color={props.submitColor} loading={pending}>
              {kind === part.value ? part.action : all.action}
            </Button>
          </Group>
        </FormFooter>
      </Stack>
    </form>
  );
}
