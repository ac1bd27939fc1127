import type { CompetitionIndex, CompetitionIndexEntry } from '@floorcraft/domain';
import { api } from './api-client';

export type { CompetitionIndex } from '@floorcraft/domain';

/** A competition this server hosts, as its index lists it: public facts only. */
export type HostedCompetition = CompetitionIndexEntry;

/** The server's competitions and what its root routes serve (GET /api/competitions, issue 25). */
export function fetchCompetitionIndex(): Promise<CompetitionIndex> {
  return api<CompetitionIndex>('GET', '/api/competitions');
}

let pageIndex: Promise<CompetitionIndex> | undefined;

/**
 * The index as this page asked for it, once, shared by whoever reads it: the
 * live store's default competition and the screens that list competitions
 * get one request between them, which `main.tsx` starts before the app's
 * code has loaded (on a root route the view waits for it: the desk's
 * waterfall, issue 25 item 9). `fresh` asks again (a competition was
 * created); a failed request is asked again by the next reader.
 */
export function pageCompetitionIndex({ fresh = false } = {}): Promise<CompetitionIndex> {
  if (!pageIndex || fresh) {
    const request = fetchCompetitionIndex();
    pageIndex = request;
    request.catch(() => {
      if (pageIndex === request) {
        pageIndex = undefined;
      }
    });
  }
  return pageIndex;
}

/** The competition the root routes serve: the default one, else the first; none on an empty server. */
export function defaultSlugOf(index: CompetitionIndex): string | undefined {
  return (index.competitions.find((competition) => competition.isDefault) ?? index.competitions[0])
    ?.slug;
}

/** Every competition this server hosts. */
export async function listCompetitions(): Promise<HostedCompetition[]> {
  return (await fetchCompetitionIndex()).competitions;
}
