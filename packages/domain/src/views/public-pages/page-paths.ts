/**
 * The public routes of spec §2 the server draws as HTML (ADR 044), by their
 * route names (the web's `paths.ts`) and their patterns under a competition's
 * root (`/` or `/c/:slug`); `:name` is a parameter. A page's path, its
 * parameters written out, is also the key of its view (the `page` audience).
 */
export const PUBLIC_PAGE_PATTERNS = {
  home: '/',
  details: '/details',
  rules: '/rules',
  venue: '/venue',
  contact: '/contact',
  about: '/about',
  register: '/register',
  updateEntries: '/updateEntries',
  entries: '/entries',
  competitors: '/competitors',
  competitorDetails: '/competitors/:id',
  tbaList: '/TBAList',
  results: '/results',
  resultDetails: '/results/:event',
  liveCompView: '/live',
  liveRoundResultView: '/live/:eventKey/:roundNumber',
} as const;

export type PublicPageKey = keyof typeof PUBLIC_PAGE_PATTERNS;

/** A page's address: which page, its parameters, and its path written the one way. */
export interface PublicPageAddress {
  key: PublicPageKey;
  params: Record<string, string>;
  /** The pattern with the parameters encoded: the key of the page's view and channel. */
  path: string;
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const patterns = (Object.entries(PUBLIC_PAGE_PATTERNS) as [PublicPageKey, string][]).map(
  ([key, pattern]) => ({ key, segments: segmentsOf(pattern) }),
);

/** A path segment decoded, or undefined when it is not valid percent-encoding. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Which server-drawn page a path is (repeated and trailing slashes ignored,
 * names matched exactly), with its parameters decoded; undefined for any
 * other path.
 */
export function publicPageOf(path: string): PublicPageAddress | undefined {
  if (path !== '' && !path.startsWith('/')) {
    return undefined;
  }
  const segments = segmentsOf(path);
  for (const { key, segments: pattern } of patterns) {
    if (pattern.length !== segments.length) {
      continue;
    }
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) {
        return part === segment;
      }
      const value = decoded(segment);
      if (value === undefined || value === '') {
        return false;
      }
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) {
      const written = pattern.map((part) =>
        part.startsWith(':') ? encodeURIComponent(params[part.slice(1)] ?? '') : part,
      );
      return { key, params, path: `/${written.join('/')}` };
    }
  }
  return undefined;
}
