import type { EventSettings } from '@floorcraft/domain';
import { Stack, Switch } from '@mantine/core';
import { settingFlags, type FlagKey } from './setting-flags';
import { readableDescription } from './readable-styles';

interface FlagSwitchesProps {
  settings: EventSettings;
  draft: Partial<Record<FlagKey, boolean>>;
  disabled: boolean;
  onChange: (key: FlagKey, value: boolean) => void;
}

/** A labelled switch per event setting, each with one line saying what it does. */
export function FlagSwitches({ settings, draft, disabled, onChange }: FlagSwitchesProps) {
  return (
    <Stack gap="md">
      {settingFlags.map((flag) => (
        <Switch
          key={flag.key}
          label={flag.label}
          description={flag.description}
          styles={readableDescription}
          checked={draft[flag.key] ?? settings[flag.key]}
          disabled={disabled}
          onChange={(event) => onChange(flag.key, event.currentTarget.checked)}
        />
      ))}
    </Stack>
  );
}
