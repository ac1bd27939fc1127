import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the server's page in a transition, so React hydrates in slices
 * and yields to the browser between them. A chunk of its own, imported once
 * the page's script has run: React DOM is most of the public script, and
 * evaluated with it, one task held a phone's main thread for the two
 * together (issue 27: total blocking time). The server preloads it with
 * every page (page-chunks.ts), so it costs no round trip.
 */
export function hydratePage(root: HTMLElement, app: ReactNode): void {
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
