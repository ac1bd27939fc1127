import type { CompetitionState } from '@floorcraft/domain';

/** The events a message may go to: those someone entered (a break or an empty event reaches nobody). */
export function eventChoices(state: Pick<CompetitionState, 'events'>): string[] {
  return Object.values(state.events)
    .filter((event) => Object.keys(event.entries).length > 0)
    .map((event) => event.name);
}

/** The schools a message may go to: setup's list and every school a dancer gave, once each. */
export function schoolChoices(
  state: Pick<CompetitionState, 'affiliations' | 'competitors'>,
): string[] {
  const named = Object.values(state.competitors).map((dancer) => dancer.affiliation);
  return [
    ...new Set([...state.affiliations, ...named].filter((school) => school.trim() !== '')),
  ].sort((a, b) => a.localeCompare(b));
}
