import type { Audience } from '@floorcraft/domain';
import type { FastifyRequest } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import { audienceRefusal } from './audience-access';
import { resolveActor, type AccessOptions } from './authenticate';

/** The competitors screen, at the root (the default competition) or under `/c/:slug`. */
const COMPETITORS_SCREEN = /^(?:\/c\/([^/]+))?\/admin\/competitors\/?$/;

/** Which view the competitors screen reads first for this actor (web: competitors-route.tsx). */
function competitorsScreenView(actor: Parameters<typeof audienceRefusal>[0]): Audience | undefined {
  if (audienceRefusal(actor, 'desk') === undefined) {
    return 'desk';
  }
  return audienceRefusal(actor, 'staff') === undefined ? 'staff' : undefined;
}

/**
 * The views a page will ask for first, as the URLs of their snapshots, for
 * the page's answer to name as preloads (issue 25 item 9): the browser then
 * fetches the registrar's desk while the app's code still loads, instead of
 * after it has run, rendered its frame and learned who is signed in. Only
 * views the signed-in actor may read are named; none for other pages.
 */
export function firstViewPreloads(
  options: AccessOptions & { host: CompetitionHost },
): (request: FastifyRequest, pathname: string) => Promise<string[]> {
  return async (request, pathname) => {
    const match = COMPETITORS_SCREEN.exec(pathname);
    if (!match) {
      return [];
    }
    const slug = match[1] === undefined ? options.host.defaultSlug() : decodeURIComponent(match[1]);
    if (slug === undefined || options.host.stateOf(slug) === undefined) {
      return [];
    }
    const screen = competitorsScreenView(await resolveActor(request, options, slug));
    const views: Audience[] = screen ? ['frame', screen] : ['frame'];
    return views.map(
      (audience) => `/api/competitions/${encodeURIComponent(slug)}/views/${audience}`,
    );
  };
}
