import { Paper, Text } from '@mantine/core';

/** A short, honest panel for a screen that a later release builds. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Text fw={600}>The {screen} screen is coming soon.</Text>
      <Text c="gray.7" mt="xs">
        Floorcraft is being built screen by screen. This one is not ready yet; the competition
        information pages already work.
      </Text>
    </Paper>
  );
}
