import { api } from './api-client';

/** A competition this server hosts; one of them is the default the root routes show. */
export interface HostedCompetition {
  slug: string;
  isDefault: boolean;
}

/** Every competition this server hosts. */
export async function listCompetitions(): Promise<HostedCompetition[]> {
  const answer = await api<{ competitions: HostedCompetition[] }>('GET', '/api/competitions');
  return answer.competitions;
}
