/** What retrying needs to know of the page it runs in. */
export interface PageSignals {
  /** Whether the page is shown: retries wait longer while it is hidden. */
  isVisible(): boolean;
  /** Calls back when the browser is online again or the page is shown again: worth trying at once. */
  onWake(callback: () => void): void;
}

/** The browser's `online` and `visibilitychange` events. */
export function browserPage(win: Window = window): PageSignals {
  const isVisible = () => win.document.visibilityState !== 'hidden';
  return {
    isVisible,
    onWake(callback) {
      win.addEventListener('online', callback);
      win.document.addEventListener('visibilitychange', () => {
        if (isVisible()) {
          callback();
        }
      });
    },
  };
}
