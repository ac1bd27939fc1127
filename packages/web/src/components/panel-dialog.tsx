import type { Round } from '@floorcraft/domain';
import { Button, Modal } from '@mantine/core';
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

/** The panel picker in a dialog of its own: one per screen, opened for a round. */
export function PanelDialog({ source, round, label, onClose }: PanelDialogProps) {
  return (
    <Modal
      opened={round !== undefined}
      onClose={onClose}
      title={`Judging panel: ${label}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {round && <PanelPicker key={round.roundId} source={source} round={round} label={label} />}
    </Modal>
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
