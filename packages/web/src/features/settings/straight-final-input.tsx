import { NumberInput } from '@mantine/core';
import { readableDescription } from './readable-styles';
import { straightFinalLimits } from './straight-final';

interface StraightFinalInputProps {
  value: string | number;
  problem: string | undefined;
  disabled: boolean;
  onChange: (value: string | number) => void;
}

/** The largest straight final: how many couples an event may have and still dance only a Final. */
export function StraightFinalInput({
  value,
  problem,
  disabled,
  onChange,
}: StraightFinalInputProps) {
  const { min, max } = straightFinalLimits;
  return (
    <NumberInput
      label="Largest straight final (couples)"
      description={`Generating rounds gives an event of up to this many couples a Final alone, no Semi-Final. From ${min} to ${max}.`}
      styles={readableDescription}
      maw={640}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      value={value}
      error={problem}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
