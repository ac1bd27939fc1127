import { publicPageOf, type PublicPageView } from '@floorcraft/domain';
import type { ReactNode } from 'react';
import { CompetitorContent } from '../features/competitor-pages/competitor-content';
import { CompetitorNotFound } from '../features/competitor-pages/competitor-not-found';
import { CompetitorsContent } from '../features/competitor-pages/competitors-content';
import { EntriesContent } from '../features/entries/entries-content';
import { AboutContent } from '../features/info/about-content';
import { ContactContent } from '../features/info/contact-content';
import { DetailsContent } from '../features/info/details-content';
import { HomeContent } from '../features/info/home-content';
import { RulesContent, VenueContent } from '../features/info/text-content';
import { TbaListContent } from '../features/tba-list/tba-list-content';
import { ResultsContent } from '../features/results/results-content';
import { LiveContent } from '../features/live/live-content';
import { LiveRoundContent } from '../features/live/live-round-content';
import { eventResultsSlot, registerSlot, updateEntriesSlot } from './page-slots';

export interface PageContext {
  slug: string | undefined;
  now: string;
  running: boolean;
  /** Whether the page's socket is open: never on the server, nor while hydrating. */
  connected: boolean;
}

/** A page's tab title, its h1 and its content, by the view's page. */
export interface PageParts {
  title: string;
  heading: string;
  content: ReactNode;
  /** The content is a screen of its own, its h1 included (the live pages' dark screen). */
  ownScreen?: boolean;
}

/**
 * What each server-rendered page shows, from its view (ADR 044); `path`, the
 * page's path under the competition's root, is what a page not found names.
 */
export function publicPageParts(
  view: PublicPageView,
  context: PageContext,
  path: string,
): PageParts {
  switch (view.page) {
    case 'home':
      return {
        title: 'Home',
        heading: view.frame.metadata.fullName,
        content: <HomeContent frame={view.frame} {...context} />,
      };
    case 'details':
      return {
        title: 'Details',
        heading: 'Details',
        content: <DetailsContent frame={view.frame} text={view.text} />,
      };
    case 'rules':
      return { title: 'Rules', heading: 'Rules', content: <RulesContent text={view.text} /> };
    case 'venue':
      return {
        title: 'Venue',
        heading: 'Venue',
        content: <VenueContent frame={view.frame} text={view.text} />,
      };
    case 'contact':
      return {
        title: 'Contact',
        heading: 'Contact',
        content: <ContactContent text={view.text} organizers={view.organizers} />,
      };
    case 'about':
      return {
        title: 'About',
        heading: 'About',
        content: <AboutContent frame={view.frame} text={view.text} officials={view.officials} />,
      };
    case 'entries':
      return {
        title: 'Entries',
        heading: 'Entries',
        content: (
          <EntriesContent
            events={view.events}
            seekingDancers={view.seekingDancers}
            slug={context.slug}
          />
        ),
      };
    case 'competitors':
      return {
        title: 'Competitors',
        heading: 'Competitors',
        content: (
          <CompetitorsContent
            dancers={view.dancers}
            registered={view.registered}
            slug={context.slug}
          />
        ),
      };
    case 'competitorDetails':
      return {
        title: view.day.competitor.name,
        heading: view.day.competitor.name,
        content: (
          <CompetitorContent
            day={view.day}
            schedule={view.schedule}
            frame={view.frame}
            now={context.now}
            slug={context.slug}
          />
        ),
      };
    case 'tbaList':
      return {
        title: 'TBA list',
        heading: 'TBA list',
        content: <TbaListContent groups={view.groups} slug={context.slug} />,
      };
    case 'results':
      return {
        title: 'Results',
        heading: 'Results',
        content: <ResultsContent content={view} slug={context.slug} />,
      };
    case 'resultDetails':
      return {
        title: `${view.eventName} results`,
        heading: view.eventName,
        content: <eventResultsSlot.Slot content={view} slug={context.slug} />,
      };
    case 'register': {
      const { page: _page, frame, ...content } = view;
      return {
        title: 'Register',
        heading: 'Register',
        content: (
          <registerSlot.Slot
            frame={frame}
            content={content}
            slug={context.slug}
            now={context.now}
          />
        ),
      };
    }
    case 'updateEntries': {
      const { page: _page, frame, ...content } = view;
      return {
        title: 'Update entries',
        heading: 'Update entries',
        content: (
          <updateEntriesSlot.Slot
            frame={frame}
            content={content}
            slug={context.slug}
            now={context.now}
          />
        ),
      };
    }
    case 'liveCompView':
      return {
        title: 'Live',
        heading: view.frame.metadata.fullName,
        content: <LiveContent frame={view.frame} live={view.live} {...context} />,
        ownScreen: true,
      };
    case 'liveRoundResultView':
      return {
        title: `${view.round.eventName} ${view.round.roundName}`,
        heading: view.round.eventName,
        content: <LiveRoundContent round={view.round} slug={context.slug} />,
        ownScreen: true,
      };
    case 'unknown':
      return notFoundParts(path, context.slug);
  }
}

/** A page naming what the competition has not: a dancer's page says whom it looked for. */
function notFoundParts(path: string, slug: string | undefined): PageParts {
  const address = publicPageOf(path);
  if (address?.key === 'competitorDetails') {
    return {
      title: 'No such competitor',
      heading: 'No such competitor',
      content: <CompetitorNotFound id={address.params.id ?? ''} slug={slug} />,
    };
  }
  return {
    title: 'Page not found',
    heading: 'Page not found',
    content: <p>There is no such page.</p>,
  };
}

/** The tab title: "Page · Competition", as on every screen of the app. */
export function documentTitle(parts: PageParts, view: PublicPageView): string {
  return `${parts.title} · ${view.frame.metadata.fullName}`;
}
