import type { DanceEvent } from '@floorcraft/domain';
import { Alert, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { leadNumberUpdates, parseLeadNumber } from './lead-number-updates';
import { useCommand } from '../../lib/api/use-command';

interface LeadNumberEditorProps {
  events: Record<string, DanceEvent>;
  leadId: string;
  leadName: string;
  current: number | undefined;
}

/** Gives a lead a new number in every entry they lead at once (spec §5 bulk update). */
export function LeadNumberEditor({ events, leadId, leadName, current }: LeadNumberEditorProps) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const { run, refusal, pending, reset } = useCommand();

  const open = () => {
    setText(current === undefined ? '' : String(current));
    setInvalid(undefined);
    reset();
    setOpened(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const number = parseLeadNumber(text);
    if (typeof number === 'string') {
      setInvalid(number);
      return;
    }
    setInvalid(undefined);
    if (number === current) {
      setOpened(false);
      return;
    }
    const updates = leadNumberUpdates(events, leadId, number);
    const done = updates.length > 0 && (await run({ type: 'updateLeadNumbers', updates }));
    if (done) {
      setOpened(false);
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          onClick={() => (opened ? setOpened(false) : open())}
          aria-label={`Change number of ${leadName}`}
        >
          Change number
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(event) => void save(event)} noValidate>
          <Stack gap="xs" w={240}>
            <TextInput
              label={`New number for ${leadName}`}
              description="Changes it in every event they lead."
              inputMode="numeric"
              value={text}
              error={invalid}
              onChange={(event) => setText(event.currentTarget.value)}
              data-autofocus
            />
            {refusal && (
              <Alert color="red" role="alert" p="xs">
                {refusal}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="subtle" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button size="xs" type="submit" loading={pending}>
                Save number
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
