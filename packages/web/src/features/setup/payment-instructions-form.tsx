import { Button, Fieldset, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { sentence } from '../../lib/api/api-error';
import { useCommand } from '../../lib/api/use-command';
import { feedbackOf, FormFooter } from '../../components/form-footer';

/** The domain's limit (`paymentInstructionsSchema`), so the field stops where the server would refuse. */
const MAX_LENGTH = 2000;

interface PaymentInstructionsFormProps {
  stored: string | undefined;
  editable: boolean;
  labelledBy: string;
}

/**
 * How to pay (issue 25 item 10): plain text the confirmation screen and
 * mail show after each registration. Empty removes it; a refusal keeps
 * what was typed.
 */
export function PaymentInstructionsForm({
  stored,
  editable,
  labelledBy,
}: PaymentInstructionsFormProps) {
  const command = useCommand();
  const [edited, setEdited] = useState<string>();
  const text = edited ?? stored ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    command.reset();
    const saved = await command.run(
      { type: 'setPaymentInstructions', text },
      {
        success:
          text.trim() === '' ? 'Payment instructions removed.' : 'Payment instructions saved.',
        explain: (words) => `Payment instructions: ${sentence(words)}`,
      },
    );
    if (saved) {
      setEdited(undefined);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        <Fieldset variant="unstyled" disabled={!editable}>
          <Textarea
            label="Payment instructions"
            description="Plain text, shown to each dancer after registering and in their mail: where and how to pay (bank details, cash at the desk, a deadline)."
            autosize
            minRows={3}
            maxRows={10}
            maxLength={MAX_LENGTH}
            value={text}
            onChange={(event) => setEdited(event.currentTarget.value)}
          />
        </Fieldset>
        <FormFooter outcome={feedbackOf(command)}>
          {editable && (
            <Group>
              <Button type="submit" loading={command.pending}>
                Save payment instructions
              </Button>
            </Group>
          )}
        </FormFooter>
      </Stack>
    </form>
  );
}
