/**
 * The page a mailed code is used on; another competition than the root's is
 * named in it. Here, not in the routes, because the waitlist's mail builds it
 * too, apart from any request.
 */
export function updateEntriesLink(
  base: string,
  slug: string,
  defaultSlug: string | undefined,
): string {
  return slug === defaultSlug
    ? `${base}/updateEntries`
    : `${base}/updateEntries?competition=${encodeURIComponent(slug)}`;
}
