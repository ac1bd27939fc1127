import { judgeTitle, type Round } from '@floorcraft/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCommand } from '../../lib/api/use-command';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { CheckboxGroupField } from '../../components/native-fields/choice-groups';
import {
  panelChoice,
  panelSummary,
  panelWarningText,
  samePanel,
  type PanelSource,
} from './panel-choice';

interface PanelPickerProps {
  source: PanelSource;
  round: Round;
  /** "Bronze Standard Semi-Final": how the question and the messages name the round. */
  label: string;
  /** Told what was saved ("Judges A, C, E mark …"); the picker's dialog closes then. */
  onSaved: (message: string) => void;
}

/**
 * Who marks one round (issue 15): a box per judge with their letter and
 * name, the round's default panel ticked (issue 25: the Judges, not the
 * chairman of judges). An even panel or a panel of one is allowed
 * with a warning. A round under way changes its panel only after the app's
 * confirmation (its cards stay in the record, the approval goes); a posted
 * round's panel is shown, not changed. The schedule and the chairman's
 * screen both open it; a saved panel closes its dialog (`onSaved`).
 */
export function PanelPicker({ source, round, label, onSaved }: PanelPickerProps) {
  const choice = useMemo(() => panelChoice(source, round), [source, round]);
  // Unsaved ticks; until the first one the boxes follow the panel live.
  const [draft, setDraft] = useState<string[]>();
  const { run, refusal, pending } = useCommand();
  const chosen = draft ?? choice.current;
  const { judges, stage } = choice;
  if (judges.length === 0) {
    return <Text>The competition has no judges yet: add them on the officials screen.</Text>;
  }
  if (stage === 'posted') {
    return (
      <Text>
        {panelSummary(judges, choice.current)} marked this round. It is posted: its panel no longer
        changes.
      </Text>
    );
  }
  const warning = panelWarningText(chosen.length);
  const save = async () => {
    const underWay = stage === 'under way';
    const agreed =
      !underWay ||
      (await askToConfirm({
        title: `Change the panel of ${label}?`,
        message:
          'The round is under way. The cards already in stay in its record, but only the judges now ticked count; the chairman approves the round again.',
        confirmLabel: 'Change panel',
      }));
    if (!agreed) {
      return;
    }
    const saved = await run({
      type: 'setRoundPanel',
      eventName: round.eventName,
      roundNumber: round.roundNumber,
      judgeKeys: chosen,
      ...(underWay && { confirmRunning: true }),
    });
    if (saved) {
      onSaved(`${panelSummary(judges, chosen)} mark ${label}.`);
    }
  };
  return (
    <Stack gap="sm">
      <CheckboxGroupField
        label={`Judges marking ${label}`}
        description="Unless you choose, the officials whose role is Judge mark a round; tick the chairman of judges to add them."
        choices={judges.map((judge) => ({ value: judge.key, label: judgeTitle(judge) }))}
        value={chosen}
        onChange={setDraft}
        error={chosen.length === 0 ? 'Choose at least one judge.' : undefined}
      />
      <Text size="sm">
        {chosen.length} of {judges.length} judges: {panelSummary(judges, chosen)}
      </Text>
      {warning && (
        // No Alert title: Mantine's yellow title text fails the contrast check (2.7:1).
        <Alert color="yellow">{warning}</Alert>
      )}
      <Group>
        <Button
          onClick={() => void save()}
          disabled={pending || chosen.length === 0 || samePanel(chosen, choice.current)}
        >
          Save panel
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
