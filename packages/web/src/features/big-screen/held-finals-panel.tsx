import type { PublicView } from '@floorcraft/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCommand } from '../../lib/api/use-command';
import { feedbackOf, FormFooter } from '../../components/form-footer';

/**
 * The finals held for the big screen or the awards (issue 25 item 12, ADR
 * 029), each with a Release results button for a final announced without the
 * screen: phones and /results show it whole from that press. Nothing while
 * none is held.
 */
export function HeldFinalsPanel({ view }: { view: PublicView }) {
  const command = useCommand();
  const held = Object.entries(view.floor.heldFinals);
  if (held.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="held-heading">
      <Title order={2} id="held-heading">
        Held for the awards
      </Title>
      <Text>
        Phones and /results show each place of these finals once the big screen reveals it. Release
        a final announced without the screen.
      </Text>
      {held.map(([eventName, { places, revealed }]) => (
        <Group key={eventName} gap="md">
          <Text fw={600}>
            {eventName} Final: {revealed} of {places} places out
          </Text>
          <Button
            variant="default"
            disabled={command.pending}
            aria-label={`Release results of ${eventName}`}
            onClick={() => void command.run({ type: 'releaseFinalResults', eventName })}
          >
            Release results
          </Button>
        </Group>
      ))}
      <FormFooter outcome={feedbackOf(command)} />
    </Stack>
  );
}
