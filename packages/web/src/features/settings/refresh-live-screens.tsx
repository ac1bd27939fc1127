import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useCommand } from '../../lib/api/use-command';

/** A number no live screen has seen yet, most likely: any change makes them refresh (spec §7). */
function freshRefreshIndex(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Spec §7: a refresh of the live views writes a new random liveScrollRefreshIndex. */
export function RefreshLiveScreens() {
  const { run, pending: busy, done: status, refusal: problem } = useCommand();
  return (
    <Stack gap="sm" component="section" aria-labelledby="settings-live">
      <Title order={2} size="h3" id="settings-live">
        Live screens
      </Title>
      <Text size="sm" c="gray.7">
        Every open live view scrolls back to the top and shows the latest schedule.
      </Text>
      <Group gap="sm">
        <Button
          variant="default"
          loading={busy}
          onClick={() =>
            void run(
              { type: 'updateSettings', patch: { liveScrollRefreshIndex: freshRefreshIndex() } },
              { success: 'Every live screen was asked to refresh.' },
            )
          }
        >
          Refresh every live screen
        </Button>
        <Text role="status" fw={600}>
          {status}
        </Text>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
