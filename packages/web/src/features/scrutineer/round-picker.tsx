import { NativeSelect } from '@mantine/core';
import type { RoundChoice } from './round-choices';

/** Every round in schedule order; a native select, quick with hundreds of rounds. */
export function RoundPicker({
  choices,
  value,
  onChange,
}: {
  choices: RoundChoice[];
  value: string;
  onChange: (roundId: string) => void;
}) {
  return (
    <NativeSelect
      label="Round"
      maw={560}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={choices.map((choice) => ({ value: choice.roundId, label: choice.label }))}
    />
  );
}
