import {
  coupleCsvColumns,
  entriesCsvRows,
  entryCsvColumns,
  toCsv,
  type StaffView,
} from '@floorcraft/domain';
import { Button, Group } from '@mantine/core';
import { useEffect, useState } from 'react';
import { downloadText } from '../../lib/csv/csv';
import { registrationCsvColumns, registrationCsvRows } from './registrations-csv';

type Download = 'entries' | 'registrations';

interface ExportButtonsProps {
  /** The view the files are made from; undefined until it is loaded (the registrar's desk). */
  state: StaffView | undefined;
  /** The state is the registrar's view: offer the registrations with email, fees and payments. */
  registrations?: boolean;
  /** Asks for the view when a download is pressed before it is loaded. */
  onNeedState?: () => void;
}

function download(what: Download, state: StaffView): void {
  if (what === 'entries') {
    downloadText(`${state.slug}-entries.csv`, toCsv(entryCsvColumns, entriesCsvRows(state)));
  } else {
    downloadText(
      `${state.slug}-registrations.csv`,
      toCsv(registrationCsvColumns, registrationCsvRows(state)),
    );
  }
}

/**
 * Downloads: every entry as CSV, the registrations (for those who hold the
 * registrar view; never the codes), and an empty file with the import's
 * columns to fill in. On the registrar's desk the view is loaded only when
 * wanted: a download pressed before waits for it, its button busy meanwhile.
 */
export function ExportButtons({ state, registrations = false, onNeedState }: ExportButtonsProps) {
  const [waiting, setWaiting] = useState<Download>();
  const [arrived, setArrived] = useState<{ what: Download; state: StaffView }>();
  // The view a pressed download waited for has come: noted while rendering (React's pattern
  // for state that follows props), and the file made once, by the effect below.
  if (state && waiting) {
    setArrived({ what: waiting, state });
    setWaiting(undefined);
  }
  useEffect(() => {
    if (arrived) {
      download(arrived.what, arrived.state);
    }
  }, [arrived]);
  const press = (what: Download) => {
    if (state) {
      download(what, state);
    } else {
      setWaiting(what);
      onNeedState?.();
    }
  };
  return (
    <Group gap="sm">
      <Button variant="default" loading={waiting === 'entries'} onClick={() => press('entries')}>
        Export entries (CSV)
      </Button>
      {registrations && (
        <Button
          variant="default"
          loading={waiting === 'registrations'}
          onClick={() => press('registrations')}
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
