import type { CompetitionCreators } from '../src/access/competition-creators';

/** One account of the server, as the organizers screen lists it (server administrators). */
export interface OrganizerAccount {
  email: string;
  name: string;
  serverAdministrator: boolean;
  mayCreateCompetitions: boolean;
  disabled: boolean;
}

/** GET /api/accounts/organizers. */
export interface OrganizersAnswer {
  /** Who besides server administrators may create (`COMPETITION_CREATORS`). */
  competitionCreators: CompetitionCreators;
  accounts: OrganizerAccount[];
}
