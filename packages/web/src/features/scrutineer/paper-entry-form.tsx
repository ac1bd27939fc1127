import {
  dancingNumbers,
  requestedRecall,
  type Command,
  type PanelJudge,
  type Round,
  type RoundMarks,
} from '@floorcraft/domain';
import { Alert, Button, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { readPaperCard } from './paper-card';

/** The domain's shortest reason: "say why, in a few words". */
const MIN_REASON = 3;

interface PaperEntryFormProps {
  round: Round;
  panel: PanelJudge[];
  dances: string[];
  marks: RoundMarks;
  run: (command: Command) => Promise<boolean>;
  pending: boolean;
}

/**
 * Keys one judge's card for one dance from their paper sheet, or corrects
 * it: the numbers are checked as the server will before sending, the reason
 * is required, and the card is flagged as paper in the history.
 */
export function PaperEntryForm({ round, panel, dances, marks, run, pending }: PaperEntryFormProps) {
  const [judgeKey, setJudgeKey] = useState(panel[0]?.key ?? '');
  const [dance, setDance] = useState(dances[0] ?? '');
  const current = (judge: string, on: string) => (marks[judge]?.[on] ?? []).join(' ');
  const [numbers, setNumbers] = useState(() => current(judgeKey, dance));
  const [reason, setReason] = useState('');
  const [saved, setSaved] = useState<string>();
  const final = round.roundNumber === 1;
  const wanted = final ? dancingNumbers(round).length : requestedRecall(round);
  const card = readPaperCard(round, dance, numbers);
  const judge = panel.find((candidate) => candidate.key === judgeKey);
  const choose = (nextJudge: string, nextDance: string) => {
    setJudgeKey(nextJudge);
    setDance(nextDance);
    setNumbers(current(nextJudge, nextDance));
    setSaved(undefined);
  };
  const shortReason = reason.trim().length < MIN_REASON;
  return (
    <Fieldset legend="Enter or correct marks from a paper sheet">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!card.ok || shortReason || !judge) {
            return;
          }
          setSaved(undefined);
          void run({
            type: 'enterPaperMarks',
            eventName: round.eventName,
            roundNumber: round.roundNumber,
            judgeKey,
            dance,
            couples: card.couples,
            reason: reason.trim(),
          }).then((ok) => {
            if (ok) {
              setReason('');
              setSaved(`Saved ${judge.letter} ${judge.name}’s ${dance} card, keyed from paper.`);
            }
          });
        }}
      >
        <Stack gap="sm">
          <Group gap="sm" align="flex-end">
            <NativeSelect
              label="Judge"
              value={judgeKey}
              onChange={(event) => choose(event.currentTarget.value, dance)}
              data={panel.map((j) => ({ value: j.key, label: `${j.letter} ${j.name}` }))}
            />
            <NativeSelect
              label="Dance"
              value={dance}
              onChange={(event) => choose(judgeKey, event.currentTarget.value)}
              data={dances}
            />
          </Group>
          <TextInput
            label="Competitor numbers"
            description={
              final
                ? `All ${wanted} numbers in placing order, 1st first`
                : `The ${wanted} numbers the judge recalled, in any order`
            }
            value={numbers}
            onChange={(event) => {
              setNumbers(event.currentTarget.value);
              setSaved(undefined);
            }}
            error={numbers.trim() !== '' && !card.ok ? card.problem : undefined}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextInput
            label="Reason"
            description="Required: why the card is keyed from paper, kept in the history"
            required
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" disabled={!card.ok || shortReason || pending}>
              Save paper card
            </Button>
          </Group>
          {saved && (
            <Alert color="green" role="status">
              {saved}
            </Alert>
          )}
        </Stack>
      </form>
    </Fieldset>
  );
}
