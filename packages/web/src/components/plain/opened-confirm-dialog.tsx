import { useEffect, useRef } from 'react';
import { useConfirmState } from '../../lib/confirm/confirm-store';

/** The question asked (see `PlainConfirmDialog`): a chunk of its own, loaded when first asked. */
export function OpenedConfirmDialog() {
  const { open, request, answer, returnTo } = useConfirmState();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) {
      return;
    }
    if (open && !element.open) {
      element.showModal();
      cancel.current?.focus();
    } else if (!open && element.open) {
      element.close();
      if (returnTo?.isConnected) {
        returnTo.focus();
      }
    }
  }, [open, returnTo]);
  return (
    <dialog
      ref={dialog}
      className="fc-dialog"
      aria-labelledby="fc-confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      {request && (
        <div className="fc-stack">
          <h2 id="fc-confirm-title" className="fc-h4">
            {request.title}
          </h2>
          <p className="fc-small">{request.message}</p>
          {request.details && request.details.length > 0 && (
            <ul className="fc-list-plain fc-small">
              {request.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
          <div className="fc-row">
            <button
              ref={cancel}
              type="button"
              className="fc-button fc-button-default"
              onClick={() => answer(false)}
            >
              Cancel
            </button>
            <button type="button" className="fc-button fc-button-red" onClick={() => answer(true)}>
              {request.confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
