import { Menu } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { RegistrationRow } from './registration-rows';

/** What the registrar may do to a registration; an action is absent when the role may not. */
export interface RegistrationActions {
  pay?: () => void;
  refund?: () => void;
  /** A discount or fee waiver with a reason (issue 25 item 11). */
  discount?: () => void;
  history?: () => void;
  edit?: () => void;
  resendCode?: () => void;
  withdraw?: () => void;
}

/** The row whose "More" button was pressed, and that button (the menu opens at it). */
export interface MenuAnchor {
  row: RegistrationRow;
  button: HTMLElement;
}

interface RowActionsMenuProps {
  anchor: MenuAnchor | undefined;
  actions: RegistrationActions | undefined;
  onClose: () => void;
}

/**
 * The desk's one action menu (issue 25 item 9): a table of 1,500 dancers
 * renders a plain "More" button per row and this single menu, placed over
 * the button pressed, instead of a menu (and its floating positioning) per
 * row, which made the desk slow to open. Closing it gives the focus back to
 * the row's button, as a menu of its own would.
 */
export function RowActionsMenu({ anchor, actions, onClose }: RowActionsMenuProps) {
  const target = useRef<HTMLSpanElement>(null);
  const [box, setBox] = useState<CSSProperties>({});
  // The target mirrors the pressed button's box, so the menu opens where a per-row one would.
  useLayoutEffect(() => {
    // Nothing is measured until a row's More is pressed: reading `offsetParent` forces a
    // layout of the whole page, which on opening the desk cost as much as drawing its rows.
    if (!anchor) {
      return;
    }
    const parent = target.current?.offsetParent;
    if (!parent) {
      return;
    }
    const at = anchor.button.getBoundingClientRect();
    const origin = parent.getBoundingClientRect();
    setBox({
      top: at.top - origin.top,
      left: at.left - origin.left,
      width: at.width,
      height: at.height,
    });
  }, [anchor]);
  const row = anchor?.row;
  const withdrawn = row?.withdrawnAt !== undefined;
  const close = () => {
    anchor?.button.focus();
    onClose();
  };
  return (
    <Menu
      opened={anchor !== undefined && box.width !== undefined}
      onClose={close}
      position="bottom-end"
      withinPortal
      returnFocus={false}
    >
      <Menu.Target>
        <span
          ref={target}
          aria-hidden
          style={{ ...box, position: 'absolute', pointerEvents: 'none' }}
        />
      </Menu.Target>
      <Menu.Dropdown aria-label={row ? `Actions for ${row.name}` : undefined}>
        {row && actions && (
          <>
            {actions.refund && row.payments.length > 0 && (
              <Menu.Item onClick={actions.refund}>Refund or void a payment</Menu.Item>
            )}
            {actions.discount && row.due > 0 && (
              <Menu.Item onClick={actions.discount}>Discount or waive fees</Menu.Item>
            )}
            {actions.history && row.payments.length > 0 && (
              <Menu.Item onClick={actions.history}>Payment history</Menu.Item>
            )}
            {actions.edit && <Menu.Item onClick={actions.edit}>Edit</Menu.Item>}
            {actions.resendCode && !withdrawn && (
              <Menu.Item onClick={actions.resendCode}>Resend code</Menu.Item>
            )}
            {actions.withdraw && !withdrawn && (
              <Menu.Item color="red" onClick={actions.withdraw}>
                Withdraw
              </Menu.Item>
            )}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
