import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { eventResults, type ResultsSource } from '../../widgets/result-tables';
import { RoundSection } from './round-section';

/**
 * An event's posted rounds, the latest first: the Final opens the page (on
 * a phone it is what a reader came for) and the earlier rounds follow below,
 * each computed by the skating library from the posted marks; live, so a
 * round appears the moment it is posted.
 */
export function EventResultsView({
  source,
  eventName,
}: {
  source: ResultsSource;
  eventName: string;
}) {
  const view = useMemo(() => eventResults(source, eventName), [source, eventName]);
  if (!view) {
    return <Text>There is no event called “{eventName}”.</Text>;
  }
  if (view.rounds.length === 0) {
    return <Text>No round of {eventName} has been posted yet.</Text>;
  }
  return (
    <Stack gap="xl">
      {[...view.rounds].reverse().map((sheet) => (
        <RoundSection key={sheet.roundNumber} sheet={sheet} eventName={eventName} />
      ))}
    </Stack>
  );
}
