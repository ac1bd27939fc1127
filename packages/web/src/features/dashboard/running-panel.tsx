import { List, Text } from '@mantine/core';
import type { RunningRound } from './floor-summary';
import { Panel } from './panel';
import { timeOf } from './venue-time';

/** The rounds on the floor: which, since when, and for how long. */
export function RunningPanel({ running }: { running: RunningRound[] }) {
  return (
    <Panel title="Running rounds">
      {running.length === 0 ? (
        <Text c="gray.8">No round is on the floor.</Text>
      ) : (
        <List spacing="xs" listStyleType="none" aria-label="Running rounds">
          {running.map(({ round, startedAt, minutesRunning }) => (
            <List.Item key={round.roundId}>
              <Text fw={600} component="span">
                {round.eventName} — {round.roundName}
              </Text>
              <Text size="sm" c="gray.8">
                {startedAt === undefined
                  ? 'Start time not recorded'
                  : `Started ${timeOf(startedAt)} · ${minutesRunning} min running`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
