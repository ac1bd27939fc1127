import { dancingNumbers, type CompetitionState, type Round } from '@floorcraft/domain';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PanelButton, PanelDialog } from '../../widgets/judging-panel/panel-dialog';
import { roundTitle } from './floor-rounds';
import { useCommand } from '../../lib/api/use-command';

interface RoundsToStartProps {
  state: CompetitionState;
  rounds: Round[];
  mayStart: boolean;
  /** Whether the member may choose who marks a round before it starts. */
  mayChoosePanel: boolean;
}

/**
 * The next rounds in schedule order, each started from here (Running, its
 * real start noted), and its judging panel chosen before it starts.
 */
export function RoundsToStart({ state, rounds, mayStart, mayChoosePanel }: RoundsToStartProps) {
  const { run, refusal, pending } = useCommand();
  const [panelOf, setPanelOf] = useState<Round>();
  if (rounds.length === 0) {
    return null;
  }
  return (
    <Stack gap="xs" component="section" aria-label="Next rounds">
      <Title order={2} size="h4">
        Next rounds
      </Title>
      <List listStyleType="none" spacing="xs">
        {rounds.map((round) => {
          const title = roundTitle(round);
          const couples = dancingNumbers(round).length;
          return (
            <List.Item key={round.roundId}>
              <Group gap="sm">
                <Text>
                  {title}{' '}
                  <Text span c="gray.8" size="sm">
                    ({couples === 0 ? 'no couples yet' : `${couples} couples`})
                  </Text>
                </Text>
                {mayStart && (
                  <Button
                    size="xs"
                    variant="default"
                    disabled={pending || couples === 0}
                    aria-label={`Start ${title}`}
                    onClick={() =>
                      void run({
                        type: 'startRound',
                        eventName: round.eventName,
                        roundNumber: round.roundNumber,
                      })
                    }
                  >
                    Start
                  </Button>
                )}
                {mayChoosePanel && <PanelButton title={title} onClick={() => setPanelOf(round)} />}
              </Group>
            </List.Item>
          );
        })}
      </List>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
      <PanelDialog
        source={state}
        round={panelOf && state.events[panelOf.eventName]?.rounds[panelOf.roundNumber]}
        label={panelOf ? roundTitle(panelOf) : ''}
        onClose={() => setPanelOf(undefined)}
      />
    </Stack>
  );
}
