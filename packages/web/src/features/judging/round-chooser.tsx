import type { JudgeRound } from '@floorcraft/domain';
import { Button, Group, Text } from '@mantine/core';
import classes from './judging.module.css';
import { roundStateLabel } from './round-labels';

interface RoundChooserProps {
  rounds: JudgeRound[];
  chosen: string;
  onChoose: (roundId: string) => void;
}

/** When several of the judge's rounds are on the floor at once: which one to mark. */
export function RoundChooser({ rounds, chosen, onChoose }: RoundChooserProps) {
  return (
    <nav aria-labelledby="round-chooser-label">
      <Text id="round-chooser-label" fz="xl" fw={700} mb="xs">
        {rounds.length} rounds on the floor: choose one to mark
      </Text>
      <Group gap="sm">
        {rounds.map((round) => {
          const pressed = round.roundId === chosen;
          return (
            <Button
              key={round.roundId}
              aria-pressed={pressed}
              variant={pressed ? 'filled' : 'default'}
              color={pressed ? 'blue.9' : undefined}
              size="xl"
              onClick={() => onChoose(round.roundId)}
              classNames={{ root: classes.choice, label: classes.choiceLabel }}
            >
              <span>
                {round.eventName} — {round.roundName}
              </span>
              <Text span fz="sm">
                {roundStateLabel(round.roundState)}
              </Text>
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
