import { levels, styles, type EventFilter, type Level, type Style } from '@floorcraft/domain';
import { Button, Group, NativeSelect } from '@mantine/core';

interface ScheduleToolbarProps {
  filter: EventFilter;
  onFilter: (filter: EventFilter) => void;
  /** Undefined when the member may not assign times. */
  onAssignTimes: (() => void) | undefined;
  onExport: () => void;
}

const ALL = '';

/** Level and style filters (spec §5), start times from the timing model, and the CSV export. */
export function ScheduleToolbar({
  filter,
  onFilter,
  onAssignTimes,
  onExport,
}: ScheduleToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label="Level"
          data={[{ value: ALL, label: 'All levels' }, ...levels]}
          value={filter.level ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onFilter({ ...filter, level: value === ALL ? undefined : (value as Level) });
          }}
        />
        <NativeSelect
          label="Style"
          data={[{ value: ALL, label: 'All styles' }, ...styles]}
          value={filter.style ?? ALL}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onFilter({ ...filter, style: value === ALL ? undefined : (value as Style) });
          }}
        />
      </Group>
      <Group gap="sm">
        {onAssignTimes && (
          <Button variant="default" onClick={onAssignTimes}>
            Assign start times
          </Button>
        )}
        <Button variant="default" onClick={onExport}>
          Export schedule (CSV)
        </Button>
      </Group>
    </Group>
  );
}
