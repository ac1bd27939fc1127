import type { CompetitionCreators } from '@floorcraft/domain';
import { api } from './api-client';
import { useApiResource } from './use-api-resource';

/** One account of the server, as the organizers screen lists it (server administrators). */
export interface OrganizerAccount {
  email: string;
  name: string;
  serverAdministrator: boolean;
  mayCreateCompetitions: boolean;
  disabled: boolean;
}

export interface OrganizersAnswer {
  /** Who besides server administrators may create (`COMPETITION_CREATORS`). */
  competitionCreators: CompetitionCreators;
  accounts: OrganizerAccount[];
}

const ORGANIZERS_PATH = '/api/accounts/organizers';

/** The server's accounts and who may create competitions; not asked while `asked` is false. */
export function useOrganizers(asked: boolean) {
  return useApiResource<OrganizersAnswer>(asked ? ORGANIZERS_PATH : undefined);
}

/** Names the account with `email` an organizer who may create competitions, or takes it back. */
export function nameOrganizer(email: string, mayCreateCompetitions: boolean): Promise<unknown> {
  return api('POST', ORGANIZERS_PATH, { email, mayCreateCompetitions });
}
