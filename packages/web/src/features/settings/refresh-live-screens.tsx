import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { feedbackOf, FormFooter } from '../../components/form-footer';
import { useCommand } from '../../lib/api/use-command';

/** A number no live screen has seen yet, most likely: any change makes them refresh (spec §7). */
function freshRefreshIndex(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** Spec §7: a refresh of the live views writes a new random liveScrollRefreshIndex. */
export function RefreshLiveScreens() {
  const refresh = useCommand();
  const { run, pending: busy } = refresh;
  return (
    <Stack gap="sm" component="section" aria-labelledby="settings-live">
      <Title order={2} size="h3" id="settings-live">
        Live screens
      </Title>
      <Text size="sm" c="gray.7">
        Every open live view scrolls back to the top and shows the latest schedule.
      </Text>
      <FormFooter outcome={feedbackOf(refresh)}>
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
        </Group>
      </FormFooter>
    </Stack>
  );
}
