import {
  coupleCsvColumns,
  entriesCsvRows,
  entryCsvColumns,
  toCsv,
  type StaffView,
} from '@floorcraft/domain';
import { Button, Group } from '@mantine/core';
import { downloadText } from '../../lib/csv/csv';
import { registrationCsvColumns, registrationCsvRows } from './registrations-csv';

interface ExportButtonsProps {
  state: StaffView;
  /** The state is the registrar's view: offer the registrations with email, fees and payments. */
  registrations?: boolean;
}

/**
 * Downloads: every entry as CSV, the registrations (for those who hold the
 * registrar view; never the codes), and an empty file with the import's
 * columns to fill in.
 */
export function ExportButtons({ state, registrations = false }: ExportButtonsProps) {
  return (
    <Group gap="sm">
      <Button
        variant="default"
        onClick={() =>
          downloadText(`${state.slug}-entries.csv`, toCsv(entryCsvColumns, entriesCsvRows(state)))
        }
      >
        Export entries (CSV)
      </Button>
      {registrations && (
        <Button
          variant="default"
          onClick={() =>
            downloadText(
              `${state.slug}-registrations.csv`,
              toCsv(registrationCsvColumns, registrationCsvRows(state)),
            )
          }
        >
          Export registrations (CSV)
        </Button>
      )}
      <Button
        variant="subtle"
        onClick={() => downloadText('couples-template.csv', toCsv(coupleCsvColumns, []))}
      >
        Download import template
      </Button>
    </Group>
  );
}
