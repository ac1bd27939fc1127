import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RecallView } from './recall-view';

interface RecallBreaksProps {
  view: RecallView;
  /** Sets the recall; undefined when this member may not. */
  onChoose: ((recall: number) => void) | undefined;
  pending: boolean;
  /** "you (Ann Lee) at 10:32": who chose the recall in force, when known. */
  chosenBy: string | undefined;
}

/** "Recall 7: everyone with 4 or more marks (the number asked)". */
function breakLabel(cut: RecallView['breaks'][number]): string {
  const asked = cut.asked ? ' (the number asked)' : '';
  return `Recall ${cut.recall}: everyone with ${cut.minTotal} or more marks${asked}`;
}

/**
 * Every natural break in the sorted totals, the chairman's choices: the
 * number each judge was asked to mark is the default, and any other break
 * may be recalled instead (judges marked 40, the chairman recalls 43). A
 * number splitting equal totals is never offered.
 */
export function RecallBreaks({ view, onChoose, pending, chosenBy }: RecallBreaksProps) {
  const inForce = view.recalled;
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (view.breaks.length === 0) {
    return null;
  }
  const value = picked ?? (inForce !== undefined ? String(inForce) : null);
  return (
    <Stack gap="xs">
      {view.chosen && (
        <Text fw={700}>
          Recall {view.chosen.recall}
          {chosenBy ? `, chosen by ${chosenBy}` : ''}.
        </Text>
      )}
      <Radio.Group
        label="Natural breaks in the totals"
        description={`Each judge marked ${view.requested} couples per dance; the chairman may recall any break.`}
        value={value}
        onChange={setPicked}
      >
        <Stack gap={6} mt="xs">
          {view.breaks.map((cut) => (
            <Radio
              key={cut.recall}
              value={String(cut.recall)}
              label={breakLabel(cut)}
              disabled={!onChoose}
            />
          ))}
        </Stack>
      </Radio.Group>
      {onChoose && (
        <Group>
          <Button
            size="sm"
            disabled={pending || value === null || Number(value) === inForce}
            onClick={() => value !== null && onChoose(Number(value))}
          >
            {value !== null ? `Set recall to ${value}` : 'Set recall'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
