import type { FeeSchedule } from '@floorcraft/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useCommand, type CommandRunner } from '../../lib/api/use-command';
import { fieldProblems } from '../../lib/forms/field-problems';
import {
  FEE_LABELS,
  feeScheduleInput,
  feeScheduleRules,
  feeScheduleValues,
  PHASES,
  PRICE_ROWS,
  type FeeScheduleValues,
} from './fee-schedule-model';
import { feedbackOf, FormFooter } from '../../components/form-footer';

interface FeeScheduleFormProps {
  stored: FeeSchedule | undefined;
  editable: boolean;
  labelledBy: string;
}

/**
 * What registering costs (issue 13 item 7): a price per dancer and per
 * entry for each phase, and student prices where the organizer splits
 * them. Each registration is charged at the price of its own phase, so a
 * change applies to registrations from now on.
 */
export function FeeScheduleForm({ stored, editable, labelledBy }: FeeScheduleFormProps) {
  const command = useCommand();
  // A new stored schedule (saved here or elsewhere) starts the form again from it.
  return (
    <FeeScheduleFields
      key={JSON.stringify(stored ?? null)}
      stored={stored}
      editable={editable}
      labelledBy={labelledBy}
      command={command}
    />
  );
}

function FeeScheduleFields({
  stored,
  editable,
  labelledBy,
  command,
}: FeeScheduleFormProps & { command: CommandRunner }) {
  const form = useForm<FeeScheduleValues>({
    initialValues: feeScheduleValues(stored),
    validate: feeScheduleRules,
  });
  const save = async (values: FeeScheduleValues) => {
    command.reset();
    await command.run(
      { type: 'setFeeSchedule', fees: feeScheduleInput(values) },
      { success: 'Fee schedule saved.' },
    );
  };
  const problems = fieldProblems(form.errors, FEE_LABELS);
  const currency = form.getValues().currency.trim().toUpperCase();

  return (
    <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          {stored
            ? 'Each registration owes the price of the phase it was made in; a change applies to registrations from now on.'
            : 'No fee schedule yet: registrations are charged nothing until one is saved.'}
        </Text>
        <Fieldset variant="unstyled" disabled={!editable}>
          <Stack gap="md">
            <TextInput
              label="Currency"
              description="Three letters, e.g. USD, EUR, GBP"
              maxLength={3}
              maw={200}
              {...form.getInputProps('currency')}
            />
            <PriceRows form={form} prefix="" legend="Prices" currency={currency} />
            <Checkbox
              label="Students pay other prices"
              {...form.getInputProps('studentPrices', { type: 'checkbox' })}
            />
            {form.getValues().studentPrices && (
              <PriceRows
                form={form}
                prefix="student."
                legend="Student prices"
                currency={currency}
              />
            )}
          </Stack>
        </Fieldset>
        <FormFooter problems={problems} outcome={feedbackOf(command)}>
          {editable && (
            <Group>
              <Button type="submit" loading={command.pending}>
                Save fees
              </Button>
            </Group>
          )}
        </FormFooter>
      </Stack>
    </form>
  );
}

interface PriceRowsProps {
  form: UseFormReturnType<FeeScheduleValues>;
  /** '' for everyone's prices, 'student.' for the students'. */
  prefix: '' | 'student.';
  legend: string;
  currency: string;
}

/** The per-dancer and per-entry prices of one price list, Early, Normal and Late side by side. */
function PriceRows({ form, prefix, legend, currency }: PriceRowsProps) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {PRICE_ROWS.map((row) => (
          <Stack key={row.path} gap={4}>
            <Text size="sm" fw={600} aria-hidden>
              {row.label}
            </Text>
            <SimpleGrid cols={3} spacing="xs">
              {PHASES.map((phase) => {
                const path = `${prefix}${row.path}.${phase}`;
                return (
                  <TextInput
                    key={phase}
                    label={phase}
                    // The visible label is the phase; the name says which row and currency too.
                    aria-label={`${FEE_LABELS[path]} (${currency})`}
                    inputMode="decimal"
                    autoComplete="off"
                    {...form.getInputProps(path)}
                  />
                );
              })}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Fieldset>
  );
}
