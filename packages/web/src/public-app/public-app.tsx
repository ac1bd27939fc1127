import {
  competitionTimeZone,
  isCompetitionRunning,
  publicPageOf,
  zoneOffsetMinutes,
  type PublicPageView,
} from '@floorcraft/domain';
import { useEffect } from 'react';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { shouldShowFooter, shouldShowTopBar } from '../app/layout/visibility';
import { Footer } from './layout/footer';
import { TopBar } from './layout/top-bar';
import type { PublicPageData } from './page-data';
import { documentTitle, publicPageParts } from './public-page-content';

interface PublicAppProps {
  data: PublicPageData;
  /** The page's view now: the inlined one, then each change the socket brings. */
  view: PublicPageView;
  /** Whether the page's socket is open; false on the server and while hydrating. */
  connected?: boolean;
}

/**
 * A server-rendered public page (ADR 044): skip link, the spec's top bar and
 * footer by its rules for the page's route name, one h1 and the page's content, all drawn from the page's view. The
 * same tree renders on the server and hydrates in the browser.
 */
export function PublicApp({ data, view, connected = false }: PublicAppProps) {
  const nowMs = useMinuteClock(Date.parse(data.now));
  const now = new Date(nowMs).toISOString();
  const { frame } = view;
  const running = isCompetitionRunning(frame, {
    now,
    utcOffsetMinutes: zoneOffsetMinutes(competitionTimeZone(frame.metadata), nowMs),
  });
  const context = { slug: data.routeSlug, now, running, connected };
  // The spec's rules go by the route, even where it names what the competition has not
  // (an unknown event's results page is still resultDetails: no top bar).
  const route = publicPageOf(data.path)?.key ?? view.page;
  const parts = publicPageParts(view, context, data.path);
  const title = documentTitle(parts, view);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <a href="#main" className="fc-skip-link">
        Skip to content
      </a>
      {shouldShowTopBar([route], data.path) && <TopBar frame={frame} {...context} />}
      <main id="main" tabIndex={-1} className="fc-main">
        {parts.ownScreen ? (
          parts.content
        ) : (
          <div className="fc-container fc-page">
            <h1>{parts.heading}</h1>
            {parts.content}
          </div>
        )}
      </main>
      {shouldShowFooter([route], data.path) && <Footer frame={frame} />}
    </>
  );
}
