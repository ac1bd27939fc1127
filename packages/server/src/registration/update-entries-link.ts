/**
 * The page a mailed code is used on; another competition than the root's is
 * its page under `/c/:slug` (the page reads its competition from its address:
 * a `?competition=` query was ignored, and opened the root's competition).
 * Here, not in the routes, because the waitlist's mail builds it too, apart
 * from any request.
 */
export function updateEntriesLink(
  base: string,
  slug: string,
  defaultSlug: string | undefined,
): string {
  return slug === defaultSlug
    ? `${base}/updateEntries`
    : `${base}/c/${encodeURIComponent(slug)}/updateEntries`;
}
