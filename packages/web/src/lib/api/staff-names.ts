import type { StaffNamesAnswer } from '@floorcraft/domain/api';
import { competitionApi } from './api-client';
import { useApiResource } from './use-api-resource';

/**
 * The names of the people who changed marks, by user id, for the mark
 * history; the server refuses it to anyone who may not see marks.
 */
export function useStaffNames(slug: string | undefined) {
  return useApiResource<StaffNamesAnswer>(slug ? `${competitionApi(slug)}/staff-names` : undefined);
}
