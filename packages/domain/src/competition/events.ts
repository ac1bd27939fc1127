import type { RoundEvent } from './round-events';

/**
 * The facts recorded in a competition's append-only log, by the area that records them. Past
 * tense, never edited. The kernel registers its own round events; the composition root
 * (`composition/events.ts`) adds every area's by declaration merging, so the kernel names no
 * area and the root stays the one list of them.
 */
export interface DomainEventsByArea {
  rounds: RoundEvent;
}

/** Any event of the log. */
export type DomainEvent = DomainEventsByArea[keyof DomainEventsByArea];

export type DomainEventType = DomainEvent['type'];
