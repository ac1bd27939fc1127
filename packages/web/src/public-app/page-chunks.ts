import type { PublicPageView } from '@floorcraft/domain';

/**
 * The pages with a chunk of their own (see page-slots.ts; /entries' and
 * /competitors' is what reads their whole list in lines, entry-client.tsx), by the chunk's source as
 * the public build's manifest names it: the server preloads it
 * with the page's script, so the phone fetches both at once instead of
 * learning of the chunk only once the script has run (ADR 044).
 */
export const PAGE_CHUNK_SOURCES: Partial<Record<PublicPageView['page'], string>> = {
  resultDetails: 'src/features/results/event-results-content.tsx',
  register: 'src/features/registration/register-content.tsx',
  updateEntries: 'src/features/update-entries/update-entries-content.tsx',
  entries: 'src/public-app/whole-view-in-lines.ts',
  competitors: 'src/public-app/whole-view-in-lines.ts',
};
