import { useMatches } from 'react-router';

/**
 * The slug of the competition the page belongs to (`/c/:slug/...`), or
 * undefined for the root routes, which show the server's default one.
 * Read from the deepest match so layouts above `c/:slug` see it too.
 */
export function useCompetitionSlug(): string | undefined {
  const matches = useMatches();
  return matches.at(-1)?.params.slug;
}
