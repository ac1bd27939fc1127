/**
 * Installs the offline app shell (src/service-worker): once a tablet has
 * opened the judge page online, it can be reloaded without the network and
 * still show its rounds and the cards waiting in its outbox. Built apps only:
 * the dev server has no service worker to install.
 */
export function installOfflineShell(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // Without it the tablet still works online; marks are safe in the outbox either way.
    });
  }
}
