/**
 * The public routes of spec §2 the server renders as HTML (ADR 043), by the
 * path under a competition's root (`/` or `/c/:slug`). A page's path is also
 * the key of its view (the `page` audience): one channel per path watched.
 */
export const PUBLIC_PAGE_PATHS = {
  home: '/',
  details: '/details',
  rules: '/rules',
  venue: '/venue',
  contact: '/contact',
  about: '/about',
} as const;

export type PublicPageKey = keyof typeof PUBLIC_PAGE_PATHS;

const byPath = new Map<string, PublicPageKey>(
  Object.entries(PUBLIC_PAGE_PATHS).map(([key, path]) => [path, key as PublicPageKey]),
);

/** Which server-rendered page a path is (a trailing slash ignored), or undefined. */
export function publicPageOf(path: string): PublicPageKey | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return byPath.get(trimmed === '' ? '/' : trimmed);
}
