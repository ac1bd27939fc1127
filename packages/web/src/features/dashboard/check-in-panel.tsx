import { Group, List, Text } from '@mantine/core';
import { ToneBadge } from '../../components/tone-badge';
import type { CheckInSoon } from './floor-summary';
import { Panel } from './panel';
import { timeOf } from './venue-time';

/** The rounds due within the hour and how many of their couples are checked in. */
export function CheckInPanel({ soon }: { soon: CheckInSoon[] }) {
  return (
    <Panel title="Check-in, next hour">
      {soon.length === 0 ? (
        <Text c="gray.8">No round is due in the next hour.</Text>
      ) : (
        <List spacing={4} listStyleType="none" aria-label="Check-in, next hour">
          {soon.map(({ round, expected, checkedIn, total }) => (
            <List.Item key={round.roundId}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">
                  {timeOf(expected)} {round.eventName} — {round.roundName}
                </Text>
                <ToneBadge tone={checkedIn === total ? 'good' : 'waiting'}>
                  {checkedIn} / {total} in
                </ToneBadge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
