import type { AuditAnswer } from '@floorcraft/domain/api';
import { competitionApi } from './api-client';
import { useApiResource } from './use-api-resource';

/** The audit log of the competition `slug` (owners and admins); not asked while undefined. */
export function useAuditLog(slug: string | undefined) {
  return useApiResource<AuditAnswer>(slug ? `${competitionApi(slug)}/audit` : undefined);
}
