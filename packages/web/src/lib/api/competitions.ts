import { api } from './api-client';

/** A competition this server hosts, as its index lists it: public facts only. */
export interface HostedCompetition {
  slug: string;
  fullName: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  venue: string;
  archived: boolean;
  /** Over or archived: the index lists it after the current and upcoming ones. */
  past: boolean;
  /** The one the root routes (`/register`, `/results`, …) serve. */
  isDefault: boolean;
}

/** What GET /api/competitions answers (issue 25). */
export interface CompetitionIndex {
  /** Current and upcoming first, then the past. */
  competitions: HostedCompetition[];
  defaultSlug: string | null;
  /** `/` lists the competitions: several are hosted and the operator named no default. */
  showIndex: boolean;
}

/** The server's competitions and what its root routes serve. */
export function fetchCompetitionIndex(): Promise<CompetitionIndex> {
  return api<CompetitionIndex>('GET', '/api/competitions');
}

/** Every competition this server hosts. */
export async function listCompetitions(): Promise<HostedCompetition[]> {
  return (await fetchCompetitionIndex()).competitions;
}
