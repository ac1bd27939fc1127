import type { CompetitionHost } from './competition-host';

/** One competition as the index at `/` shows it: public facts only. */
export interface CompetitionIndexEntry {
  slug: string;
  fullName: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** The venue's name, empty when not set. */
  venue: string;
  archived: boolean;
  /** Over (its last day before `today`) or archived: listed after the current and upcoming ones. */
  past: boolean;
  /** Served at the root routes (`/register`, `/results`, …). */
  isDefault: boolean;
}

export interface CompetitionIndex {
  competitions: CompetitionIndexEntry[];
  /** The competition the root routes serve; null on an empty server. */
  defaultSlug: string | null;
  /**
   * Whether `/` lists the competitions instead of showing one: several are
   * hosted and the operator named no default (`DEFAULT_COMPETITION`).
   */
  showIndex: boolean;
}

/**
 * The server's competitions for the index at `/` (issue 25): current and
 * upcoming first, soonest first; then past and archived ones, latest first.
 * `today` is a UTC date (YYYY-MM-DD).
 */
export function competitionIndex(host: CompetitionHost, today: string): CompetitionIndex {
  const competitions = host.list().flatMap(({ slug, isDefault }): CompetitionIndexEntry[] => {
    const state = host.stateOf(slug);
    if (!state) {
      return [];
    }
    const { fullName, startDate, endDate, venue } = state.metadata;
    const archived = state.archived === true;
    return [
      {
        slug,
        fullName,
        startDate,
        endDate,
        venue: venue.name,
        archived,
        past: archived || endDate < today,
        isDefault,
      },
    ];
  });
  competitions.sort((a, b) =>
    a.past !== b.past
      ? Number(a.past) - Number(b.past)
      : a.past
        ? b.endDate.localeCompare(a.endDate) || a.slug.localeCompare(b.slug)
        : a.startDate.localeCompare(b.startDate) || a.slug.localeCompare(b.slug),
  );
  return {
    competitions,
    defaultSlug: host.defaultSlug() ?? null,
    showIndex: competitions.length > 1 && !host.hasOperatorDefault(),
  };
}
