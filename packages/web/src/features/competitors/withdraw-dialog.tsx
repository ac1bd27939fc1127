import type { CompetitionState } from '@floorcraft/domain';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useCommand } from '../../lib/api/use-command';
import type { RegistrationRow } from './registration-rows';
import { withdrawalSummary, withdrawalWords } from './withdrawal-summary';

interface WithdrawDialogProps {
  /** The dancer to withdraw; the dialog is closed when undefined. */
  row: RegistrationRow | undefined;
  state: Pick<CompetitionState, 'events' | 'registration'>;
  onClose: () => void;
}

/**
 * Asks before withdrawing a dancer, naming what goes: each entry (for the
 * partner too) and each TBA place. Entry fees are credited back (the
 * domain's rule for a dropped entry); the dancer's own fee and payments stay.
 */
export function WithdrawDialog({ row, state, onClose }: WithdrawDialogProps) {
  const { run, refusal, pending, reset } = useCommand();
  const close = () => {
    reset();
    onClose();
  };
  const withdraw = async () => {
    if (row && (await run({ type: 'withdrawDancer', competitorId: row.competitorId }))) {
      close();
    }
  };
  const lines = row ? withdrawalWords(row.name, withdrawalSummary(state, row.competitorId)) : [];
  return (
    <Modal
      opened={row !== undefined}
      onClose={close}
      // Mantine's close button has no name of its own.
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={row ? `Withdraw ${row.name}?` : 'Withdraw'}
    >
      {row && (
        <Stack gap="md">
          <Text size="sm">These leave the competition:</Text>
          <List size="sm" aria-label="What the withdrawal removes">
            {lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm" c="gray.7">
            Their entry fees are credited back, as when an entry is dropped; their own fee and what
            they paid stay on record.
          </Text>
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep {row.name}
            </Button>
            <Button color="red" loading={pending} onClick={() => void withdraw()}>
              Withdraw {row.name}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
