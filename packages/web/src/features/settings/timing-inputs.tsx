import type { Timing } from '@floorcraft/domain';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { timingLimits, timingNumberFields, type TimingKey } from './timing-fields';
import { readableDescription } from './readable-styles';

interface TimingInputsProps {
  timing: Timing;
  draft: Partial<Record<TimingKey, string | number>>;
  problems: Partial<Record<TimingKey, string>>;
  disabled: boolean;
  onChange: (key: TimingKey, value: string | number) => void;
}

/** The timing model that start times are assigned from (ADR 007), as labelled inputs. */
export function TimingInputs({ timing, draft, problems, disabled, onChange }: TimingInputsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={640}>
      <TextInput
        type="time"
        label="Day starts at"
        description="The first round’s start each day (HH:mm)"
        styles={readableDescription}
        value={String(draft.dayStart ?? timing.dayStart)}
        error={problems.dayStart}
        disabled={disabled}
        onChange={(event) => onChange('dayStart', event.currentTarget.value)}
      />
      <TextInput
        type="time"
        label="Day ends at"
        description="A round that would end later starts the next day (HH:mm)"
        styles={readableDescription}
        value={String(draft.dayEnd ?? timing.dayEnd ?? '')}
        error={problems.dayEnd}
        disabled={disabled}
        onChange={(event) => onChange('dayEnd', event.currentTarget.value)}
      />
      {timingNumberFields.map((field) => {
        const { min, max, whole } = timingLimits(field.key);
        return (
          <NumberInput
            key={field.key}
            label={`${field.label} (${field.unit})`}
            description={`From ${min} to ${max}`}
            styles={readableDescription}
            min={min}
            max={max}
            allowDecimal={!whole}
            allowNegative={false}
            clampBehavior="none"
            value={draft[field.key] ?? timing[field.key]}
            error={problems[field.key]}
            disabled={disabled}
            onChange={(value) => onChange(field.key, value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
