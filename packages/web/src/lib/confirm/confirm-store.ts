import { useSyncExternalStore } from 'react';

/** What the app's confirmation dialog asks before a destructive action. */
export interface ConfirmRequest {
  /** The question, naming what is changed: "Post the Final of Bronze Standard?". */
  title: string;
  /** What the action does or loses, in a sentence or two. */
  message: string;
  /** Each thing the action does, listed under the message (posting's effects). */
  details?: readonly string[];
  /** The button that goes ahead, named by its action ("Post round"), never "OK". */
  confirmLabel: string;
}

/** The dialog's state: the last question (kept while it closes) and whether it is open. */
export interface ConfirmState {
  open: boolean;
  request: ConfirmRequest | undefined;
  /** Answers the open question; does nothing once it is answered. */
  answer: (agreed: boolean) => void;
  /** What had focus when the question was asked (the action's button), to return to. */
  returnTo: HTMLElement | undefined;
}

const closed: ConfirmState = {
  open: false,
  request: undefined,
  answer: () => undefined,
  returnTo: undefined,
};

/**
 * The tab's one question. Browsers in kiosk mode suppress `window.confirm()`
 * (it returns false at once, so Post did nothing), so every screen asks
 * here and the app draws its own dialog (RootLayout mounts it).
 */
let current = closed;
/** Whether anything was ever asked: the dialog's code is loaded only from then on. */
let everAsked = false;
const listeners = new Set<() => void>();

function publish(next: ConfirmState) {
  current = next;
  everAsked ||= next.open;
  listeners.forEach((listener) => listener());
}

/**
 * Shows the app's confirmation dialog; resolves true when the user agrees,
 * false when they cancel (Cancel, Escape, the close button). A new question
 * while one is open declines the older one: only one dialog shows at a time.
 */
export function askToConfirm(request: ConfirmRequest): Promise<boolean> {
  current.answer(false);
  return new Promise((resolve) => {
    let answered = false;
    const focused = document.activeElement;
    const returnTo = focused instanceof HTMLElement ? focused : undefined;
    const asked: ConfirmState = {
      open: true,
      request,
      returnTo,
      answer: (agreed) => {
        if (answered) {
          return;
        }
        answered = true;
        if (current === asked) {
          // Keep the words on screen while the dialog fades out.
          publish({ ...closed, request, returnTo });
        }
        resolve(agreed);
      },
    };
    publish(asked);
  });
}

/** Asks in the app's dialog and runs `then` once the user agrees (for click handlers). */
export function confirmThen(request: ConfirmRequest, then: () => unknown): void {
  void askToConfirm(request).then((agreed) => agreed && then());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The confirmation dialog's state, for the one component that draws it. */
export function useConfirmState(): ConfirmState {
  // Nothing is ever asked while a page is drawn on the server (ADR 044).
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => closed,
  );
}

/** True once the tab has asked anything: mount the dialog from then on (and keep it). */
export function useHasAskedToConfirm(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => everAsked,
    () => false,
  );
}
