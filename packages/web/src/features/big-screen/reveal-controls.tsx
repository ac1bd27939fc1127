import { Button, Group, Text } from '@mantine/core';
import { useCommand } from '../../lib/api/use-command';
import { feedbackOf, FormFooter } from '../../components/form-footer';

/** A final on the screen: the next place from last up to 1st, one press each, and how far it got. */
export function RevealControls({ revealed, total }: { revealed: number; total: number }) {
  const command = useCommand();
  return (
    <section aria-label="Reveal">
      <Group gap="md">
        <Button
          size="lg"
          disabled={command.pending || revealed >= total}
          onClick={() => void command.run({ type: 'revealNextPlace' })}
        >
          Reveal next place
        </Button>
        <Text fw={600}>
          {revealed} of {total} shown
        </Text>
      </Group>
      <FormFooter outcome={feedbackOf(command)} />
    </section>
  );
}
