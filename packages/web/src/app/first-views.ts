import type { Action, Audience } from '@floorcraft/domain';
import type { RouteKey } from '../config/paths';
import { defaultSlugOf, pageCompetitionIndex } from '../lib/api/competitions';
import { liveStore } from '../lib/realtime/browser-live-store';
import { allowedIn } from '../lib/session/allowed-in';
import type { SessionInfo } from '../lib/session/session-types';

/**
 * The views a signed-in screen reads before it can draw anything, by what
 * the member may do there. Only screens whose view is large enough for the
 * wait to show are listed; the page's frame is started for every one.
 */
const firstViews: Partial<Record<RouteKey, (allowed: (action: Action) => boolean) => Audience[]>> =
  {
    // The competitors screen: the registrar's desk, or the staff's couples (app/routes/competitors-route.tsx).
    adminCompetitors: (allowed) => [allowed('viewRegistrations') ? 'desk' : 'staff'],
  };

/**
 * Starts the views a screen will read as soon as its loader knows who is
 * signed in, while the screen's code still loads and renders (issue 25
 * item 9: the desk's snapshot was asked for a third of a second after the
 * session had come back). The live store holds them until the screen's own
 * watch takes over. `slug` is the route's, undefined on a root route.
 */
export async function warmFirstViews(
  key: RouteKey,
  slug: string | undefined,
  session: SessionInfo,
): Promise<void> {
  liveStore.warm(slug, 'frame');
  const views = firstViews[key];
  if (!views) {
    return;
  }
  const resolved = slug ?? defaultSlugOf(await pageCompetitionIndex());
  for (const audience of views(allowedIn(session, resolved))) {
    liveStore.warm(slug, audience);
  }
}
