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

/** A file the downloads row offers: its button's label, and how to make it from the view. */
export interface ExportDownload {
  label: string;
  file: (state: StaffView) => { name: string; text: string };
}

interface ExportButtonsProps {
  /** The view the files are made from; undefined until it is loaded (the registrar's desk). */
  state: StaffView | undefined;
  /**
   * Downloads another feature adds after the entries (the registrar's desk: the
   * registrations with email, fees and payments); each a constant, so its
   * button stays busy across renders while the view loads.
   */
  extra?: readonly ExportDownload[];
  /** Asks for the view when a download is pressed before it is loaded. */
  onNeedState?: () => void;
}

const entriesDownload: ExportDownload = {
  label: 'Export entries (CSV)',
  file: (state) => ({
    name: `${state.slug}-entries.csv`,
    text: toCsv(entryCsvColumns, entriesCsvRows(state)),
  }),
};

function download(what: ExportDownload, state: StaffView): void {
  const { name, text } = what.file(state);
  downloadText(name, text);
}

/**
 * Downloads: every entry as CSV, any extra file the screen adds (never the
 * codes), and an empty file with the import's columns to fill in. On the
 * registrar's desk the view is loaded only when wanted: a download pressed
 * before waits for it, its button busy meanwhile.
 */
export function ExportButtons({ state, extra = [], onNeedState }: ExportButtonsProps) {
  const [waiting, setWaiting] = useState<ExportDownload>();
  const [arrived, setArrived] = useState<{ what: ExportDownload; state: StaffView }>();
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
  const press = (what: ExportDownload) => {
    if (state) {
      download(what, state);
    } else {
      setWaiting(what);
      onNeedState?.();
    }
  };
  return (
    <Group gap="sm">
      {[entriesDownload, ...extra].map((what) => (
        <Button
          key={what.label}
          variant="default"
          loading={waiting === what}
          onClick={() => press(what)}
        >
          {what.label}
        </Button>
      ))}
      <Button
        variant="subtle"
        onClick={() => downloadText('couples-template.csv', toCsv(coupleCsvColumns, []))}
      >
        Download import template
      </Button>
    </Group>
  );
}
