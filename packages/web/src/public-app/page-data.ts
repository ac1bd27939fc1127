import type { PublicPageView, ZoneOffsetSpan } from '@floorcraft/domain';
import type { MoneyPattern } from '../lib/money-pattern';

/** The id of the script element holding a server-rendered page's data (ADR 044). */
export const PAGE_DATA_ID = 'floorcraft-page';

/**
 * What a server-rendered public page is rendered from, inlined once in its
 * HTML so the browser hydrates exactly what the server drew and then
 * follows the page's view from `version` on (ADR 044).
 */
export interface PublicPageData {
  /** The page's view (`publicPageView`): its frame and its own content. */
  view: PublicPageView;
  /**
   * Whether `view` is the whole view: false when the server inlined only its
   * first part (`inlinedPart`: a long list's first rows), and the page then
   * takes the whole from its channel once hydrated.
   */
  whole: boolean;
  /** The log version the view is at, and the history it belongs to: the socket resumes from them. */
  version: number;
  epoch: string;
  /** The slug in the page's address (`/c/:slug`), undefined on the server's root routes. */
  routeSlug: string | undefined;
  /** The page's path under the competition's root (`/rules`): the page audience's key. */
  path: string;
  /** When the server drew it: the first render reads this clock, so hydration matches. */
  now: string;
  /**
   * The competition zone's offsets from UTC around `now`, and how Intl writes
   * the page's fees (`pageFormats`): with them the browser writes the
   * competition's clock and money without `Intl`, whose locale data would
   * cost a phone a long task (issue 27).
   */
  zoneOffsets?: readonly ZoneOffsetSpan[];
  money?: MoneyPattern;
}

/**
 * The data as script text: JSON with `<` escaped, so nothing an organizer
 * typed (a `</script>` in a page text) can end the script element early.
 */
export function serializePageData(data: PublicPageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}
