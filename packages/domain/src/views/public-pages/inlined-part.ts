import { isFormPage, type PublicPageView } from './page-view';

/**
 * Rows of a long list a page draws at first, on the server and in hydration
 * alike (the web's lists start from it): a phone's screen and more.
 */
export const FIRST_ROWS = 60;

/** The part of a page's view its first HTML carries, and whether that is the whole view. */
export interface InlinedPart {
  view: PublicPageView;
  whole: boolean;
}

/**
 * What the server inlines of a page's view into its first HTML (ADR 044).
 * Most pages' views are small and go whole. /entries lists every couple of
 * every event (on the 1,500-couple competition 630 KB of JSON, 73 KB gzip,
 * which a phone would download before the first paint and parse before
 * hydrating): it goes with its first rows only, each event keeping its
 * counts, and the browser reads the whole view in lines once hydrated
 * (`splitLongList`), where it does not delay the first paint. /competitors
 * (every dancer: 3,000 on that competition) goes with its first dancers and
 * their number the same way. /register and /updateEntries go without their
 * registered dancers (345 KB there), whom only the partner search reads.
 */
export function inlinedPart(view: PublicPageView): InlinedPart {
  if (isFormPage(view)) {
    // The dancers are for the partner search, which nobody uses before the page is hydrated.
    return view.dancers.length <= FIRST_ROWS
      ? { view, whole: true }
      : { view: { ...view, dancers: [] }, whole: false };
  }
  if (view.page === 'competitors') {
    return view.dancers.length <= FIRST_ROWS
      ? { view, whole: true }
      : { view: { ...view, dancers: view.dancers.slice(0, FIRST_ROWS) }, whole: false };
  }
  if (view.page !== 'entries') {
    return { view, whole: true };
  }
  let left = FIRST_ROWS;
  const events = view.events.map((event) => {
    const rows = event.rows.slice(0, Math.max(left, 0));
    left -= event.rows.length;
    return rows.length === event.rows.length ? event : { ...event, rows };
  });
  return left >= 0 ? { view, whole: true } : { view: { ...view, events }, whole: false };
}
