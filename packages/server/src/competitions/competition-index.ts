import type { CompetitionIndex, CompetitionIndexEntry } from '@floorcraft/domain';
import type { CompetitionHost } from './competition-host';

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
    showIndex: rootListsCompetitions(host),
  };
}

/**
 * Whether `/` lists the competitions rather than showing one: several are
 * hosted and the operator named none the default (issue 25).
 */
export function rootListsCompetitions(host: CompetitionHost): boolean {
  return host.list().length > 1 && !host.hasOperatorDefault();
}
