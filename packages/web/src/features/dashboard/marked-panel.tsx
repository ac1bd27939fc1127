import type { Round } from '@floorcraft/domain';
import { List, Text } from '@mantine/core';
import { Panel } from './panel';

/** Rounds whose cards are all in, waiting for the scrutineer to post their results. */
export function MarkedPanel({ marked }: { marked: Round[] }) {
  return (
    <Panel title="Marked, not posted">
      {marked.length === 0 ? (
        <Text c="gray.8">Every marked round is posted.</Text>
      ) : (
        <List spacing={4} listStyleType="none" aria-label="Marked, not posted">
          {marked.map((round) => (
            <List.Item key={round.roundId}>
              {round.eventName} — {round.roundName}
            </List.Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
