import type { JudgeRound } from '@floorcraft/domain';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import {
  clearDraft,
  countLabel,
  draftCouples,
  draftFromCouples,
  draftProblem,
  emptyDraft,
  sameCouples,
  setPlace,
  tapFinal,
  toggleRecall,
  undoLastPlace,
  type CardDraft,
} from './card-model';
import { statusLabel, type CardStatus } from './card-status';
import { FinalGrid } from './final-grid';
import classes from './judging.module.css';
import { RecallGrid } from './recall-grid';

interface DanceCardProps {
  round: JudgeRound;
  dance: string;
  status: CardStatus;
  /** The judge's changes not yet submitted, if any. */
  edit: CardDraft | undefined;
  onEdit: (draft: CardDraft | undefined) => void;
  /** Resolves once the card is saved on this tablet. */
  onSubmit: (couples: number[]) => Promise<void>;
}

// A light badge in a shade of gray drew dark text on a dark fill (contrast 1.9:1): an empty
// card's badge is outlined instead, like the round's "On the floor".
const statusColor: Record<CardStatus['kind'], string> = {
  empty: 'dark',
  pending: 'orange.9',
  refused: 'red.9',
  synced: 'green.9',
};

/** What the submit button says: why it cannot be pressed, or what pressing it does. */
function submitLabel(dance: string, problem: string | undefined, saved: boolean, dirty: boolean) {
  if (problem) {
    return problem;
  }
  if (saved && !dirty) {
    return `${dance} submitted: change a mark to amend`;
  }
  return saved ? `Submit changes to ${dance}` : `Submit ${dance}`;
}

/** One dance of the judge's card: the couples to tap, the count, and submit. */
export function DanceCard({ round, dance, status, edit, onEdit, onSubmit }: DanceCardProps) {
  const countId = useId();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const couples = round.heats.flat().sort((a, b) => a - b);
  const size = round.isFinal ? couples.length : 0;
  const saved = status.kind === 'empty' ? undefined : status.couples;
  const draft =
    edit ??
    (saved ? draftFromCouples(round.isFinal, size, saved) : emptyDraft(round.isFinal, size));
  const savedDraft = saved && draftFromCouples(round.isFinal, size, saved);
  const dirty =
    edit !== undefined &&
    !(savedDraft && sameCouples(draftCouples(edit), draftCouples(savedDraft)));
  const problem = round.open
    ? draftProblem(draft, round.requested)
    : (round.closedReason ?? 'Closed');
  const resubmit = status.kind === 'refused';
  const canSubmit = !problem && !saving && (dirty || !saved || resubmit);
  const change = (next: CardDraft) => onEdit(next);

  const submit = () => {
    setSaving(true);
    setSaveError(undefined);
    onSubmit(draftCouples(draft))
      .then(() => onEdit(undefined))
      .catch((error: unknown) =>
        setSaveError(error instanceof Error ? error.message : 'The card could not be saved.'),
      )
      .finally(() => setSaving(false));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text id={countId} aria-live="polite" fz={32} fw={800}>
          {countLabel(draft, round.requested)}
        </Text>
        <Badge
          size="xl"
          color={statusColor[status.kind]}
          variant={status.kind === 'empty' ? 'outline' : 'light'}
          tt="none"
        >
          {dirty ? 'Changed, not submitted' : statusLabel(status)}
        </Badge>
      </Group>
      {status.kind === 'refused' && (
        <Alert color="red" title={`${dance} was not accepted`} role="alert">
          <Text fz="lg">{status.reason}</Text>
        </Alert>
      )}
      {saveError && (
        <Alert color="red" title="Not saved on this tablet" role="alert">
          <Text fz="lg">{saveError}</Text>
        </Alert>
      )}
      {round.isFinal ? (
        <FinalGrid
          couples={couples}
          draft={draft}
          disabled={!round.open}
          onTap={(couple) => change(tapFinal(draft, couple))}
          onPick={(couple, place) => change(setPlace(draft, couple, place))}
        />
      ) : (
        <RecallGrid
          heats={round.heats}
          draft={draft}
          disabled={!round.open}
          onToggle={(couple) => change(toggleRecall(draft, couple))}
        />
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm">
          {round.isFinal && (
            <Button
              size="lg"
              variant="default"
              disabled={!round.open || draftCouples(draft).length === 0}
              onClick={() => change(undoLastPlace(draft))}
            >
              Undo last place
            </Button>
          )}
          <Button
            size="lg"
            variant="default"
            disabled={!round.open || draftCouples(draft).length === 0}
            onClick={() => change(clearDraft(draft))}
          >
            Clear
          </Button>
        </Group>
        <Button
          size="xl"
          fz="xl"
          color="green.9"
          classNames={{ root: classes.submit, label: classes.wrap }}
          disabled={!canSubmit}
          loading={saving}
          aria-describedby={countId}
          onClick={submit}
        >
          {submitLabel(dance, problem, saved !== undefined && !resubmit, dirty)}
        </Button>
      </Group>
    </Stack>
  );
}
