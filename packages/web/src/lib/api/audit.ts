import { competitionApi } from './api-client';
import { useApiResource } from './use-api-resource';

/** One line of the audit log: who did what, to whom, from where. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  ip: string;
  detail: string;
}

/** The audit log of the competition `slug` (owners and admins); not asked while undefined. */
export function useAuditLog(slug: string | undefined) {
  return useApiResource<{ entries: AuditEntry[] }>(
    slug ? `${competitionApi(slug)}/audit` : undefined,
  );
}
