import { Modal, type ModalProps } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

interface RowDialogProps<Row> {
  /** The row the dialog is about; the dialog is closed when undefined. */
  row: Row | undefined;
  /** Which row it is: each opening for another row starts its form afresh. */
  keyOf: (row: Row) => string;
  /** The dialog's title for the row (its accessible name), and while it closes. */
  title: (row: Row | undefined) => string;
  onClose: () => void;
  size?: ModalProps['size'];
  /** The dialog's body for the row. */
  children: (row: Row) => ReactNode;
}

/**
 * A dialog about one row of a list (record a payment, refund, edit,
 * withdraw…): the one modal shell those share, with a named close button
 * and the body keyed by the row, so what was typed for one dancer never
 * shows for the next.
 */
export function RowDialog<Row>({
  row,
  keyOf,
  title,
  onClose,
  size,
  children,
}: RowDialogProps<Row>) {
  return (
    <Modal
      opened={row !== undefined}
      onClose={onClose}
      // Mantine's close button has no name of its own.
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={title(row)}
      size={size}
    >
      {row !== undefined && <Fragment key={keyOf(row)}>{children(row)}</Fragment>}
    </Modal>
  );
}
