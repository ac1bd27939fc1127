import type { Round } from '@floorcraft/domain';
import { Alert, Button, Modal } from '@mantine/core';
import { useState } from 'react';
import type { PanelSource } from './panel-choice';
import { PanelPicker } from './panel-picker';

interface PanelDialogProps {
  source: PanelSource;
  /** The round whose panel is open; undefined when the dialog is closed. */
  round: Round | undefined;
  /** "Bronze Standard Semi-Final". */
  label: string;
  onClose: () => void;
}

/**
 * The panel picker in a dialog of its own: one per screen, opened for a
 * round. Saving closes it (issue 25: the chairman had to close it by hand)
 * and the screen says who marks the round, where the dialog is placed.
 */
export function PanelDialog({ source, round, label, onClose }: PanelDialogProps) {
  const [saved, setSaved] = useState<string>();
  const open = round !== undefined;
  return (
    <>
      <Modal
        opened={open}
        onClose={onClose}
        title={`Judging panel: ${label}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {round && (
          <PanelPicker
            key={round.roundId}
            source={source}
            round={round}
            label={label}
            onSaved={(message) => {
              setSaved(message);
              onClose();
            }}
          />
        )}
      </Modal>
      {saved && !open && (
        <Alert color="green" role="status">
          {saved}
        </Alert>
      )}
    </>
  );
}

/** The button that opens a round's judging panel ("Judging panel of Gold Standard — Final"). */
export function PanelButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="default" aria-label={`Judging panel of ${title}`} onClick={onClick}>
      Judging panel
    </Button>
  );
}
