import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { RoundlessEvent } from './schedule-rows';
import { eventProblemKey, type Problem, type ScheduleActions } from './use-schedule-actions';

interface EventsWithoutRoundsProps {
  events: readonly RoundlessEvent[];
  /** Whether Generate is offered (role, and setting hideGenerateRoundsButton off). */
  mayGenerate: boolean;
  actions: ScheduleActions;
  problem: Problem | undefined;
}

/** Events not on the schedule yet, each with a button that generates its rounds from its entries. */
export function EventsWithoutRounds({
  events,
  mayGenerate,
  actions,
  problem,
}: EventsWithoutRoundsProps) {
  if (events.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby="events-without-rounds">
      <Title order={2} size="h3" id="events-without-rounds">
        Events without rounds
      </Title>
      <Stack gap={6}>
        {events.map((event) => (
          <Stack key={event.name} gap={4}>
            <Group gap="sm">
              <Text>
                {event.name}{' '}
                <Text span c="gray.7" size="sm">
                  · {event.couples === 1 ? '1 couple' : `${event.couples} couples`}
                </Text>
              </Text>
              {mayGenerate && (
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Generate rounds for ${event.name}`}
                  onClick={() => actions.generate(event.name, 0, eventProblemKey(event.name))}
                >
                  Generate rounds
                </Button>
              )}
            </Group>
            {problem?.where === eventProblemKey(event.name) && (
              <Alert color="red" role="alert" p="xs">
                {problem.text}
              </Alert>
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
