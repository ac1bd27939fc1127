import type { Command, PanelJudge } from '@floorcraft/domain';
import { Alert, Button, Fieldset, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';

/** The domain's shortest reason: "say why, in a few words". */
const MIN_REASON = 3;

interface ReopenFormProps {
  judges: PanelJudge[];
  round: { eventName: string; roundNumber: number };
  run: (command: Command) => Promise<boolean>;
  pending: boolean;
}

/** Lets one judge mark the round again; the reason is required and kept in the record. */
export function ReopenForm({ judges, round, run, pending }: ReopenFormProps) {
  const [judgeKey, setJudgeKey] = useState(judges[0]?.key ?? '');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string>();
  const short = reason.trim().length < MIN_REASON;
  const judge = judges.find((candidate) => candidate.key === judgeKey);
  return (
    <Fieldset legend="Reopen a judge's card">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (short || !judge) {
            return;
          }
          setDone(undefined);
          void run({ type: 'reopenJudgeCard', ...round, judgeKey, reason: reason.trim() }).then(
            (ok) => {
              if (ok) {
                setReason('');
                setDone(`${judge.letter} ${judge.name} may mark this round again.`);
              }
            },
          );
        }}
      >
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Judge"
            value={judgeKey}
            onChange={(event) => setJudgeKey(event.currentTarget.value)}
            data={judges.map((j) => ({ value: j.key, label: `${j.letter} ${j.name}` }))}
          />
          <TextInput
            label="Reason"
            description="Required: it is kept with the card's history"
            required
            miw={260}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button type="submit" variant="default" disabled={short || pending}>
            Reopen card
          </Button>
        </Group>
      </form>
      {done && (
        <Alert color="green" mt="sm" role="status">
          {done}
        </Alert>
      )}
    </Fieldset>
  );
}
