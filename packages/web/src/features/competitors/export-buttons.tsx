import {
  coupleCsvColumns,
  entriesCsvRows,
  entryCsvColumns,
  type StaffView,
} from '@floorcraft/domain';
import { Button, Group } from '@mantine/core';
import { downloadText, toCsv } from '../../lib/csv/csv';

/** Downloads: every entry as CSV, and an empty file with the import's columns to fill in. */
export function ExportButtons({ state }: { state: StaffView }) {
  return (
    <Group gap="sm">
      <Button
        variant="default"
        onClick={() =>
          downloadText(`${state.slug}-entries.csv`, toCsv(entriesCsvRows(state), entryCsvColumns))
        }
      >
        Export entries (CSV)
      </Button>
      <Button
        variant="subtle"
        onClick={() => downloadText('couples-template.csv', toCsv([], coupleCsvColumns))}
      >
        Download import template
      </Button>
    </Group>
  );
}
