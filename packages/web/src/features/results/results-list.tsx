import { Anchor, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { resultsIndex } from './results-index';
import type { ResultsSource } from './event-results';

interface ResultsListProps {
  source: ResultsSource;
  /** The link to one event's results. */
  hrefOf: (eventName: string) => string;
}

/** Every event with posted rounds, in the order of the day, each linking to its results. */
export function ResultsList({ source, hrefOf }: ResultsListProps) {
  const entries = useMemo(() => resultsIndex(source), [source]);
  if (entries.length === 0) {
    return <Text>No results have been posted yet.</Text>;
  }
  return (
    <List spacing="md" listStyleType="none" withPadding={false} aria-label="Events with results">
      {entries.map((entry) => (
        <List.Item key={entry.eventName}>
          <Anchor component={Link} to={hrefOf(entry.eventName)} fw={700} size="lg">
            {entry.eventName}
          </Anchor>
          <Text size="sm" c="gray.8">
            {entry.finalPosted ? 'Final results' : 'In progress'}: {entry.postedRounds.join(', ')}
            {entry.winners.length > 0 && ` · won by ${entry.winners.join(' and ')}`}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
