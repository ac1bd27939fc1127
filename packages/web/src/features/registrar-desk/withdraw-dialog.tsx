import type { DeskView } from '@floorcraft/domain';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { RowDialog } from '../../components/row-dialog';
import { useCommand } from '../../lib/api/use-command';
import type { RegistrationRow } from './registration-rows';
import { withdrawalSummary, withdrawalWords } from './withdrawal-summary';

interface WithdrawDialogProps {
  /** The dancer to withdraw; the dialog is closed when undefined. */
  row: RegistrationRow | undefined;
  state: Pick<DeskView, 'events' | 'registration'>;
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
  return (
    <RowDialog
      row={row}
      keyOf={(dancer) => dancer.competitorId}
      title={(dancer) => (dancer ? `Withdraw ${dancer.name}?` : 'Withdraw')}
      onClose={close}
    >
      {(dancer) => (
        <Stack gap="md">
          <Text size="sm">These leave the competition:</Text>
          <List size="sm" aria-label="What the withdrawal removes">
            {withdrawalWords(dancer.name, withdrawalSummary(state, dancer.competitorId)).map(
              (line) => (
                <List.Item key={line}>{line}</List.Item>
              ),
            )}
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
              Keep {dancer.name}
            </Button>
            <Button color="red" loading={pending} onClick={() => void withdraw()}>
              Withdraw {dancer.name}
            </Button>
          </Group>
        </Stack>
      )}
    </RowDialog>
  );
}
