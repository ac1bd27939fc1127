import type { CompetitionIndex, CompetitionIndexEntry } from '@floorcraft/domain';
import { api } from './api-client';

export type { CompetitionIndex } from '@floorcraft/domain';

/** A competition this server hosts, as its index lists it: public facts only. */
export type HostedCompetition = CompetitionIndexEntry;

/** The server's competitions and what its root routes serve (GET /api/competitions, issue 25). */
export function fetchCompetitionIndex(): Promise<CompetitionIndex> {
  return api<CompetitionIndex>('GET', '/api/competitions');
}

/** Every competition this server hosts. */
export async function listCompetitions(): Promise<HostedCompetition[]> {
  return (await fetchCompetitionIndex()).competitions;
}
