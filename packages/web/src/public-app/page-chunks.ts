import type { PublicPageView } from '@floorcraft/domain';

/** What reads a page's whole view in lines when its first HTML carried a part (`inlinedPart`). */
const WHOLE_VIEW = 'src/public-app/whole-view-in-lines.ts';

/** What hydrates the page: React DOM, evaluated in a task of its own (hydrate-page.ts). */
const HYDRATOR = 'src/public-app/hydrate-page.ts';

/**
 * The pages with chunks of their own (see page-slots.ts, and the reader of a
 * view inlined in part, entry-client.tsx), by the chunk's source as
 * the public build's manifest names it: the server preloads it
 * with the page's script, so the phone fetches both at once instead of
 * learning of the chunk only once the script has run (ADR 044).
 */
const PAGE_CHUNK_SOURCES: Partial<Record<PublicPageView['page'], readonly string[]>> = {
  resultDetails: ['src/features/results/event-results-content.tsx'],
  register: ['src/features/registration/register-content.tsx', WHOLE_VIEW],
  updateEntries: ['src/features/update-entries/update-entries-content.tsx', WHOLE_VIEW],
  entries: [WHOLE_VIEW],
  competitors: [WHOLE_VIEW],
};

/** The chunks a page preloads: the hydrator, then its own. */
export function chunkSourcesOf(page: PublicPageView['page']): readonly string[] {
  return [HYDRATOR, ...(PAGE_CHUNK_SOURCES[page] ?? [])];
}

/** Every page chunk's source: the server checks the build's manifest has each. */
export const pageChunkSources: readonly string[] = [
  ...new Set([HYDRATOR, ...Object.values(PAGE_CHUNK_SOURCES).flat()]),
];
