import { levels, styles, type EventDefinition, type Level, type Style } from '@floorcraft/domain';
import { Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { enterableEvents } from './couple-form-model';

interface EventPickerProps {
  events: readonly EventDefinition[];
  value: string[];
  onChange: (names: string[]) => void;
}

/**
 * The events to enter, as checkboxes, narrowed by the spec §5 level and
 * style filters. A chosen event stays chosen when a filter hides it.
 */
export function EventPicker({ events, value, onChange }: EventPickerProps) {
  const [level, setLevel] = useState<Level>();
  const [style, setStyle] = useState<Style>();
  const shown = enterableEvents(events, { level, style });
  return (
    <Fieldset legend="Events">
      <Stack gap="sm">
        <Group gap="sm">
          <Select
            label="Filter by level"
            placeholder="Any level"
            clearable
            data={[...levels]}
            value={level ?? null}
            onChange={(next) => setLevel(next ?? undefined)}
            w={180}
          />
          <Select
            label="Filter by style"
            placeholder="Any style"
            clearable
            data={[...styles]}
            value={style ?? null}
            onChange={(next) => setStyle(next ?? undefined)}
            w={180}
          />
        </Group>
        <Checkbox.Group value={value} onChange={onChange} aria-label="Events to enter">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {shown.map((event) => (
              <Checkbox key={event.name} value={event.name} label={event.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {shown.length === 0 && (
          <Text size="sm" c="gray.7">
            No event matches these filters.
          </Text>
        )}
        <Text size="sm" c="gray.7" aria-live="polite">
          {value.length === 0 ? 'No events chosen.' : `Chosen: ${value.join(', ')}`}
        </Text>
      </Stack>
    </Fieldset>
  );
}
