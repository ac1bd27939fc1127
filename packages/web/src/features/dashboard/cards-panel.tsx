import { roundOutcome, roundStates, scheduledRounds, type ScoringView } from '@floorcraft/domain';
import { Group, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { ToneBadge } from '../../components/tone-badge';
import { Panel } from './panel';

/**
 * Cards still to come in for each running round. Unposted marks are only in
 * the scoring view, so the dashboard shows this panel only to roles that may
 * read marks (`viewMarks`), from that view.
 */
export function CardsPanel({ scoring }: { scoring: ScoringView }) {
  const counts = useMemo(
    () =>
      scheduledRounds(scoring.events)
        .filter((round) => round.roundState === roundStates.Running)
        .flatMap((round) => {
          const outcome = roundOutcome(scoring, round.eventName, round.roundNumber);
          if (!outcome) {
            return [];
          }
          const total = outcome.panel.length * outcome.dances.length;
          return [{ round, missing: outcome.missing.length, total }];
        }),
    [scoring],
  );
  return (
    <Panel title="Cards outstanding">
      {counts.length === 0 && <Text c="gray.8">No round is taking cards.</Text>}
      {counts.length > 0 && (
        <List spacing={4} listStyleType="none" aria-label="Cards outstanding">
          {counts.map(({ round, missing, total }) => (
            <List.Item key={round.roundId}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">
                  {round.eventName} — {round.roundName}
                </Text>
                <ToneBadge tone={missing === 0 ? 'good' : 'waiting'}>
                  {missing} of {total} to come
                </ToneBadge>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
