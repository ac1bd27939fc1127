import { waitlistOf, type DeskView } from '@floorcraft/domain';
import { List, Paper, Stack, Text, Title } from '@mantine/core';

/**
 * The capped events' waitlists on the desk (issue 25 item 11): each full
 * event with its couples in line, first come first served. The first is
 * entered (and charged) by the server when a place frees.
 */
export function WaitlistPanel({ view }: { view: DeskView }) {
  const lines = Object.values(view.events)
    .filter((event) => event.cap !== undefined)
    .map((event) => ({ event, line: waitlistOf(view, event.name) }))
    .filter(({ line }) => line.length > 0);
  if (lines.length === 0) {
    return null;
  }
  const nameOf = (id: string) => view.competitors[id]?.name ?? '(removed dancer)';
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="waitlists-title">
      <Stack gap="xs">
        <Title order={3} size="h4" id="waitlists-title">
          Waitlists
        </Title>
        {lines.map(({ event, line }) => (
          <Stack key={event.name} gap={2}>
            <Text fw={600}>
              {event.name}: {event.entered} of {event.cap} places taken, {line.length} waiting
            </Text>
            <List type="ordered" size="sm" aria-label={`Waitlist of ${event.name}`}>
              {line.map((spot) => (
                <List.Item key={spot.id}>
                  {nameOf(spot.leadId)} and {nameOf(spot.followId)}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
