import type { ServerMessage } from '@floorcraft/domain';
import { defaultSlugOf, pageCompetitionIndex } from '../api/competitions';
import { sessionStore } from '../session/session-store';
import { LiveStore, type SocketLike } from './live-store';
import { browserPage } from './page-signals';

/** The tab's one live store, talking to the server that served the page. */
export const liveStore = new LiveStore({
  url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/realtime`,
  createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  // Reconnects wait longer while the tab is hidden, and happen at once when it is shown or back online.
  page: browserPage(),
  // The page's one request for the index, often under way since the page loaded.
  fetchDefaultSlug: async () => {
    const chosen = defaultSlugOf(await pageCompetitionIndex());
    if (chosen === undefined) {
      throw new Error('this server hosts no competition yet');
    }
    return chosen;
  },
  // A snapshot the socket sends compressed (a resume from too far back) is gzip in a binary frame.
  decompress: (data) =>
    new Response(
      new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('gzip')),
    ).text(),
  // The browser asks for and undoes the compression itself; the session cookie goes along.
  fetchSnapshot: async (slug, audience) => {
    const response = await fetch(
      `/api/competitions/${encodeURIComponent(slug)}/views/${audience}`,
      {
        credentials: 'same-origin',
      },
    );
    if (!response.ok) {
      throw new Error(`the ${audience} view answered ${response.status}`);
    }
    return (await response.json()) as ServerMessage;
  },
});

// The socket carries the session it was opened with: open a new one when the signed-in user changes.
// The first session loaded is the one the socket was opened with (cookies go with the upgrade).
let signedInUser: string | null | undefined;
sessionStore.subscribe(() => {
  const session = sessionStore.getSession();
  if (!session) {
    return;
  }
  const user = session.user?.id ?? null;
  if (signedInUser !== undefined && user !== signedInUser) {
    liveStore.reconnect();
  }
  signedInUser = user;
});
