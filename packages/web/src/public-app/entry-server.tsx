import { renderToString } from 'react-dom/server';
import { EventResultsContent } from '../features/results/event-results-content';
import { RegisterContent } from '../features/registration/register-content';
import { UpdateEntriesContent } from '../features/update-entries/update-entries-content';
import { eventResultsSlot, registerSlot, updateEntriesSlot } from './page-slots';
import { PublicApp } from './public-app';
import { chunkSourcesOf } from './page-chunks';
import { serializePageData, type PublicPageData } from './page-data';
import { documentTitle, publicPageParts } from './public-page-content';
import { pageFormats } from './page-formats';

// The server draws every page, so it holds every page's content from the start.
eventResultsSlot.set(EventResultsContent);
registerSlot.set(RegisterContent);
updateEntriesSlot.set(UpdateEntriesContent);

/** A server-rendered page's parts, for the server to put into its HTML document (ADR 044). */
export interface RenderedPublicPage {
  /** The page's markup, to go inside the root element. */
  html: string;
  /** The tab title. */
  title: string;
  /** The page's data as script text (`serializePageData`), for the browser to hydrate from. */
  data: string;
  /** The sources of the page's chunks (`chunkSourcesOf`), for the server to preload. */
  chunks: readonly string[];
}

export { pageChunkSources } from './page-chunks';

/**
 * Renders one public page from its view, as the browser will hydrate it.
 * Synchronous, to a string: the server keeps the result per competition,
 * page and version, so a thousand phones opening a page cost one render.
 */
export function renderPublicPage(data: PublicPageData): RenderedPublicPage {
  const parts = publicPageParts(
    data.view,
    {
      slug: data.routeSlug,
      now: data.now,
      running: false,
      connected: false,
    },
    data.path,
  );
  return {
    html: renderToString(<PublicApp data={data} view={data.view} />),
    title: documentTitle(parts, data.view),
    data: serializePageData({ ...data, ...pageFormats(data.view, data.now) }),
    chunks: chunkSourcesOf(data.view.page),
  };
}
