import type { PublicPageView } from '@floorcraft/domain';
import type { ReactNode } from 'react';
import { CompetitorsContent } from '../features/competitor-pages/competitors-content';
import { EntriesContent } from '../features/entries/entries-content';
import { EventResultsSlot } from './event-results-slot';
import { AboutContent } from '../features/info/about-content';
import { ContactContent } from '../features/info/contact-content';
import { DetailsContent } from '../features/info/details-content';
import { HomeContent } from '../features/info/home-content';
import { RulesContent, VenueContent } from '../features/info/text-content';
import { TbaListContent } from '../features/tba-list/tba-list-content';
import { ResultsContent } from '../features/results/results-content';
import { registerSlot } from './page-slots';

export interface PageContext {
  slug: string | undefined;
  now: string;
  running: boolean;
}

/** A page's tab title, its h1 and its content, by the view's page. */
export interface PageParts {
  title: string;
  heading: string;
  content: ReactNode;
}

/** What each server-rendered page shows, from its view (ADR 044). */
export function publicPageParts(view: PublicPageView, context: PageContext): PageParts {
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
        content: <CompetitorsContent dancers={view.dancers} slug={context.slug} />,
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
        content: <EventResultsSlot content={view} slug={context.slug} />,
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
    case 'unknown':
      return {
        title: 'Page not found',
        heading: 'Page not found',
        content: <p>There is no such page.</p>,
      };
  }
}

/** The tab title: "Page · Competition", as on every screen of the app. */
export function documentTitle(parts: PageParts, view: PublicPageView): string {
  return `${parts.title} · ${view.frame.metadata.fullName}`;
}
