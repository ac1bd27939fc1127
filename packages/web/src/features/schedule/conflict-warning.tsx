import { Alert, List, ScrollArea, Text } from '@mantine/core';
import type { DancerConflict } from './schedule-conflicts';

/**
 * Every dancer due in two overlapping rounds (planned times), with the
 * rounds. A long list scrolls inside the warning so the schedule stays near.
 */
export function ConflictWarning({ dancers }: { dancers: readonly DancerConflict[] }) {
  if (dancers.length === 0) {
    return null;
  }
  const count = dancers.length === 1 ? '1 dancer is' : `${dancers.length} dancers are`;
  return (
    <Alert color="red" title={`${count} due in two rounds at once`}>
      <Text size="sm" mb="xs">
        Their rounds are marked “Conflict” below. Shift a round, or change heats or times.
      </Text>
      <ScrollArea.Autosize mah={220} type="auto">
        <List size="sm" spacing={2} aria-label="Dancers in overlapping rounds">
          {dancers.map(({ dancer, overlaps }) => (
            <List.Item key={dancer}>
              <Text span fw={600} size="sm">
                {dancer}
              </Text>
              : {overlaps.join('; ')}
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
    </Alert>
  );
}
