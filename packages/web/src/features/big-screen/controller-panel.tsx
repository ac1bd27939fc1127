import type { BigScreenMode, PublicView } from '@floorcraft/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SelectField } from '../../components/native-fields/select-field';
import { useCommand } from '../../lib/api/use-command';
import { postedRounds, showRoundLabel } from './posted-rounds';
import { HeldFinalsPanel } from './held-finals-panel';
import { RevealControls } from './reveal-controls';
import { ScreenPreview } from './screen-preview';
import { showingNow } from './screen-words';
import { useScreenContent } from './use-screen-content';
import { WelcomeForm } from './welcome-form';
import { feedbackOf, FormFooter } from '../../components/form-footer';

/** Modes picked with one press; recalls, a final and the welcome screen need their content first. */
const plainModes: { mode: BigScreenMode; label: string }[] = [
  { mode: 'auto', label: 'Auto' },
  { mode: 'floor', label: 'Floor' },
  { mode: 'upcoming', label: 'Upcoming' },
];

/** The controller's choices, the preview of what they give, and a final's reveal. */
export function ControllerPanel({ view }: { view: PublicView }) {
  const command = useCommand();
  const shown = useScreenContent(view);
  const screen = view.floor.bigScreen;
  const rounds = useMemo(() => postedRounds(view), [view]);
  const [picked, setPicked] = useState<string>();
  const round = rounds.find((each) => each.roundId === picked) ?? rounds[0];
  if (!shown) {
    return null;
  }
  return (
    <Stack gap="xl">
      <Text>
        What you pick shows at once on every open big screen (/jumbotron). Auto follows the floor by
        itself: a result just posted, else the heat on the floor, else what comes next.
      </Text>
      <ScreenPreview shown={shown} sentence={showingNow(screen.mode, shown.content)} />
      {screen.mode === 'final' && shown.content.kind === 'final' && (
        <RevealControls revealed={shown.content.revealed} total={shown.content.total} />
      )}
      <HeldFinalsPanel view={view} />
      <Stack gap="md" component="section" aria-labelledby="choose-heading">
        <Title order={2} id="choose-heading">
          Choose what to show
        </Title>
        <Group gap="sm" role="group" aria-label="Mode">
          {plainModes.map(({ mode, label }) => (
            <Button
              key={mode}
              variant={screen.mode === mode ? 'filled' : 'default'}
              aria-pressed={screen.mode === mode}
              disabled={command.pending}
              onClick={() => void command.run({ type: 'setBigScreen', mode })}
            >
              {label}
            </Button>
          ))}
          {screen.mode !== 'auto' && (
            <Button
              variant="light"
              disabled={command.pending}
              onClick={() => void command.run({ type: 'setBigScreen', mode: 'auto' })}
            >
              Back to auto
            </Button>
          )}
        </Group>
        {rounds.length === 0 ? (
          <Text c="gray.8">No round is posted yet: recalls and finals show once posted.</Text>
        ) : (
          <Group gap="sm" align="flex-end">
            <SelectField
              label="Posted round"
              value={round?.roundId ?? ''}
              onChange={(event) => setPicked(event.currentTarget.value)}
              options={rounds.map((each) => ({ value: each.roundId, label: each.label }))}
            />
            {round && (
              <Button
                variant="default"
                disabled={command.pending}
                onClick={() =>
                  void command.run({
                    type: 'setBigScreen',
                    mode: round.final ? 'final' : 'recalls',
                    eventName: round.eventName,
                    roundNumber: round.roundNumber,
                  })
                }
              >
                {showRoundLabel(round)}
              </Button>
            )}
          </Group>
        )}
        <FormFooter outcome={feedbackOf(command)} />
        <WelcomeForm text={screen.welcomeText} />
      </Stack>
    </Stack>
  );
}
