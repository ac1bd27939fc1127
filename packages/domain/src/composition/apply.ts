import type { DomainEvent, DomainEventType } from '../competition/events';
import { legacyAffiliations } from '../competition/settings';
import type { CompetitionState } from './state';
import { areas, type Area } from './areas';

import { emptySetup } from '../setup/state';
import { emptyScoring } from '../scoring/state';
import { emptyRegistration } from '../registration/state';
import { emptyFloor } from '../floor/state';

/** Each event type's area fold, built once from the list of areas. */
const folds: Partial<Record<DomainEventType, Area['apply']>> = Object.fromEntries(
  areas.flatMap((area) => area.eventTypes.map((type) => [type, area.apply] as const)),
);

/**
 * Folds one event into the state. Pure and total: it never throws for an
 * event that `decide` produced, and it returns new objects only along the
 * path that changed, so views and diffs can compare by reference.
 */
export function apply(state: CompetitionState | undefined, event: DomainEvent): CompetitionState {
  if (event.type === 'CompetitionCreated') {
    // Every area's empty state together. The key order is stored data: the transfer file's
    // state hash is taken over this object's JSON (fold-golden.test.ts pins it).
    return {
      slug: event.slug,
      metadata: { ...event.metadata, officials: {}, organizers: {} },
      ...emptySetup(event.affiliations ?? legacyAffiliations),
      ...emptyScoring,
      registration: emptyRegistration,
      floor: emptyFloor,
    };
  }
  if (!state) {
    throw new Error(`${event.type} cannot come before CompetitionCreated`);
  }
  const fold = folds[event.type];
  if (!fold) {
    throw new Error(`no area folds events of type "${event.type}"`);
  }
  return fold(state, event);
}

/** Folds a whole log (or the tail after a snapshot) into a state. */
export function applyAll(
  state: CompetitionState | undefined,
  events: Iterable<DomainEvent>,
): CompetitionState | undefined {
  let current = state;
  for (const event of events) {
    current = apply(current, event);
  }
  return current;
}
