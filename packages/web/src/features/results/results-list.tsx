import { Anchor, Group, List, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { resultsIndex, type ResultsIndexEntry, type Winner } from '@floorcraft/domain';
import type { ResultsSource } from '../../widgets/result-tables';
import classes from './results-list.module.css';

interface ResultsListProps {
  source: ResultsSource;
  /** The link to one event's results. */
  hrefOf: (eventName: string) => string;
  /** The link to one round's live result screen. */
  liveHrefOf: (eventName: string, roundNumber: number) => string;
}

/** "1st: 12 Ana Lee & Ben Ito, Harbor City University"; "shared 1st" when several won. */
function WinnerLine({ winner, shared }: { winner: Winner; shared: boolean }) {
  return (
    <Text size="sm" className={classes.winner}>
      <Text span fw={700}>
        {shared ? 'Shared 1st' : '1st'}:
      </Text>{' '}
      <Text span fw={700}>
        <VisuallyHidden>number </VisuallyHidden>
        {winner.number}
      </Text>{' '}
      {winner.leadName} & {winner.followName}
      {winner.affiliation && <Text span c="gray.8">{`, ${winner.affiliation}`}</Text>}
    </Text>
  );
}

/** One event: its name to its results, how far they go, who won, the round to follow live. */
function EventLine({
  entry,
  hrefOf,
  liveHrefOf,
}: { entry: ResultsIndexEntry } & Omit<ResultsListProps, 'source'>) {
  const { eventName, postedRounds, finalPosted, winners, liveRound } = entry;
  return (
    <List.Item className={classes.item}>
      <Group gap="sm" wrap="wrap">
        <Anchor component={Link} to={hrefOf(eventName)} fw={700} size="lg">
          {eventName}
        </Anchor>
        {liveRound && (
          <Anchor
            component={Link}
            to={liveHrefOf(eventName, liveRound.roundNumber)}
            className={classes.live}
            // Several events may run at once: the name says which one, starting with what is shown.
            aria-label={`Follow the ${liveRound.roundName} live: ${eventName}`}
          >
            <span aria-hidden="true">● </span>
            Follow the {liveRound.roundName} live
          </Anchor>
        )}
      </Group>
      {postedRounds.length > 0 && (
        <Text size="sm" c="gray.8">
          {finalPosted ? 'Final results' : 'In progress'}: {postedRounds.join(', ')}
        </Text>
      )}
      {winners.map((winner) => (
        <WinnerLine key={winner.number} winner={winner} shared={winners.length > 1} />
      ))}
    </List.Item>
  );
}

/**
 * Every event with posted rounds or a round on the floor, in the order of
 * the day: each links to its results, names its winners once the Final is
 * posted, and links the round to follow live while one runs.
 */
export function ResultsList({ source, hrefOf, liveHrefOf }: ResultsListProps) {
  const entries = useMemo(() => resultsIndex(source), [source]);
  if (entries.length === 0) {
    return <Text>No results have been posted yet.</Text>;
  }
  return (
    <List spacing="md" listStyleType="none" withPadding={false} aria-label="Events with results">
      {entries.map((entry) => (
        <EventLine key={entry.eventName} entry={entry} hrefOf={hrefOf} liveHrefOf={liveHrefOf} />
      ))}
    </List>
  );
}
