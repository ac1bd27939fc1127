import {
  competitionTimeZone,
  roundOutcome,
  roundStateName,
  type CompetitionState,
  type Round,
} from '@floorcraft/domain';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { ApproveBar } from './approve-bar';
import { approval } from './approval';
import { cardGrid } from './card-grid';
import { CardGridTable } from './card-grid-table';
import { finalPlaces } from './final-places';
import { FinalPlacesTable } from './final-places-table';
import { roundTitle } from './floor-rounds';
import { RecallPanel } from './recall-panel';
import { recallView, type RecallView } from './recall-view';
import { ReopenForm } from './reopen-form';
import { PanelButton, PanelDialog } from '../../widgets/judging-panel/panel-dialog';
import { ToneBadge } from '../../components/tone-badge';
import { actorName, type People } from '../../lib/actor-name';
import { clockTime } from '../../lib/format-dates';
import type { useAllowed } from '../../lib/session/use-allowed';
import { useCommand } from '../../lib/api/use-command';

interface RoundPanelProps {
  state: CompetitionState;
  round: Round;
  allowed: ReturnType<typeof useAllowed>;
  /** Who is behind the actor labels of choices made on this screen. */
  people: People;
}

/** "you (Ann Lee) at 10:32": who chose the recall in force, from its actor label. */
function chooserOf(view: RecallView, state: CompetitionState, people: People) {
  const chosen = view.chosen;
  if (!chosen?.by) {
    return undefined;
  }
  const when = chosen.at ? ` at ${clockTime(chosen.at, competitionTimeZone(state.metadata))}` : '';
  return `${actorName(chosen.by, state, people)}${when}`;
}

/** One round on the floor: the cards grid, the totals and cut or places, reopen and approve. */
export function RoundPanel({ state, round, allowed, people }: RoundPanelProps) {
  const headingId = useId();
  const { eventName, roundNumber } = round;
  const outcome = useMemo(
    () => roundOutcome(state, eventName, roundNumber),
    [state, eventName, roundNumber],
  );
  const { run, refusal, pending } = useCommand();
  const [choosingPanel, setChoosingPanel] = useState(false);
  if (!outcome) {
    return null;
  }
  const title = roundTitle(round);
  const grid = cardGrid(outcome);
  const ref = { eventName, roundNumber };
  const places = outcome.kind === 'final' ? finalPlaces(outcome) : undefined;
  const recall = outcome.kind === 'prelim' ? recallView(outcome) : undefined;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} id={headingId}>
            {title}
          </Title>
          <Group gap="xs">
            <ToneBadge tone={outcome.missing.length > 0 ? 'waiting' : 'good'}>
              {grid.submitted} of {grid.total} cards in
            </ToneBadge>
            <ToneBadge tone="info">{roundStateName(round.roundState)}</ToneBadge>
            {allowed('setRoundPanel') && (
              <PanelButton title={title} onClick={() => setChoosingPanel(true)} />
            )}
          </Group>
        </Group>
        <PanelDialog
          source={state}
          round={choosingPanel ? round : undefined}
          label={title}
          onClose={() => setChoosingPanel(false)}
        />
        <CardGridTable grid={grid} title={title} />
        {outcome.problem && (
          <Alert color="red" role="alert">
            The stored marks cannot be scored: {outcome.problem}
          </Alert>
        )}
        {recall && (
          <RecallPanel
            view={recall}
            chosenBy={chooserOf(recall, state, people)}
            title={title}
            round={ref}
            onCut={allowed('setRecallCut') ? (command) => void run(command) : undefined}
            pending={pending}
          />
        )}
        {outcome.kind === 'final' &&
          (places ? (
            <FinalPlacesTable rows={places} dances={outcome.dances} title={title} />
          ) : (
            <Text c="gray.8">The places are computed once every card is in.</Text>
          ))}
        {refusal && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <ApproveBar
          approval={approval(outcome, allowed('approveRound'))}
          pending={pending}
          onApprove={() => void run({ type: 'approveRound', ...ref })}
        />
        {allowed('reopenJudgeCard') && outcome.panel.length > 0 && (
          <ReopenForm judges={outcome.panel} round={ref} run={run} pending={pending} />
        )}
      </Stack>
    </Paper>
  );
}
