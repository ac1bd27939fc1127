import type { Competitor } from '@floorcraft/domain';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useCommand } from '../../lib/api/use-command';
import { confirmThen } from '../../lib/confirm/confirm-store';

/** How many are listed; more means something to clean up in bulk, not one by one. */
const SHOWN = 100;

/** Dancers registered but entered in no event, who can be removed (removeCompetitor). */
export function UnenteredDancersList({
  dancers,
  mayRemove,
}: {
  dancers: readonly Competitor[];
  mayRemove: boolean;
}) {
  const { run, refusal } = useCommand();
  if (dancers.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        Every registered dancer is entered in an event.
      </Text>
    );
  }
  const remove = (dancer: Competitor) =>
    confirmThen(
      {
        title: `Remove ${dancer.name} (${dancer.affiliation}) from the competition?`,
        message: 'They are entered in no event; they leave the competition’s list of dancers.',
        confirmLabel: 'Remove dancer',
      },
      () => run({ type: 'removeCompetitor', id: dancer.id }),
    );
  return (
    <>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <List spacing={4} aria-label="Dancers without entries">
        {dancers.slice(0, SHOWN).map((dancer) => (
          <List.Item key={dancer.id}>
            <Group gap="sm">
              <Text size="sm">
                {dancer.name} · {dancer.affiliation}
              </Text>
              {mayRemove && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => remove(dancer)}
                  aria-label={`Remove ${dancer.name}`}
                >
                  Remove
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
      {dancers.length > SHOWN && (
        <Text size="sm" c="gray.7">
          and {dancers.length - SHOWN} more.
        </Text>
      )}
    </>
  );
}
