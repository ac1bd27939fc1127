/** One competition as the server's index at `/` lists it: public facts only (issue 25). */
export interface CompetitionIndexEntry {
  slug: string;
  fullName: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** The venue's name, empty when not set. */
  venue: string;
  archived: boolean;
  /** Over (its last day before today) or archived: listed after the current and upcoming ones. */
  past: boolean;
  /** Served at the root routes (`/register`, `/results`, …). */
  isDefault: boolean;
}

/** What `GET /api/competitions` answers. */
export interface CompetitionIndex {
  /** Current and upcoming first, soonest first; then the past, latest first. */
  competitions: CompetitionIndexEntry[];
  /** The competition the root routes serve; null on an empty server. */
  defaultSlug: string | null;
  /**
   * Whether `/` lists the competitions instead of showing one: several are
   * hosted and the operator named no default (`DEFAULT_COMPETITION`).
   */
  showIndex: boolean;
}
