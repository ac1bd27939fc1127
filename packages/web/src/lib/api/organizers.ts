import type { OrganizersAnswer } from '@floorcraft/domain/api';
import { api } from './api-client';
import { useApiResource } from './use-api-resource';

const ORGANIZERS_PATH = '/api/accounts/organizers';

/** The server's accounts and who may create competitions; not asked while `asked` is false. */
export function useOrganizers(asked: boolean) {
  return useApiResource<OrganizersAnswer>(asked ? ORGANIZERS_PATH : undefined);
}

/** Names the account with `email` an organizer who may create competitions, or takes it back. */
export function nameOrganizer(email: string, mayCreateCompetitions: boolean): Promise<unknown> {
  return api('POST', ORGANIZERS_PATH, { email, mayCreateCompetitions });
}
