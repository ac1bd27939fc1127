import type { DomainEvent } from './events';
import type { CompetitionState } from './state';

/** What `decide` answers: the events a command causes, or a refusal naming what is wrong. */
export type Decision = { ok: true; events: DomainEvent[] } | { ok: false; error: string };

export const refuse = (error: string): Decision => ({ ok: false, error });
export const accept = (...events: DomainEvent[]): Decision => ({ ok: true, events });

/** What `decide` needs from the outside world; the server passes real ones in. */
export interface DecideContext {
  /** A fresh record key (spec §7 "generated keys"); pure code may not make its own. */
  newKey: () => string;
  /** The current time as an ISO date-time in UTC; pure code may not read the clock. */
  now: () => string;
  /** Who asks, as the event log labels them (`user:…`, `judge-device:…`); 'system' when unset. */
  actor?: string;
  /**
   * A fresh competitor code (spec §9: 7 characters A–Z and 0–9), which the
   * server makes from a CSPRNG. Without it codes are derived from `newKey`
   * (tests and the demo): predictable, so a server must always pass one.
   */
  newCode?: () => string;
  /**
   * Whether the actor is registration staff or the server itself
   * (`isRegistrationStaff`): staff may register and change entries after
   * registration closes (the phase is then Late). The public's rules apply
   * when unset.
   */
  registrationStaff?: boolean;
}

/**
 * What an area's decide is given: the outside world, and the composed fold, so that an area can
 * see the state its own decision leads to without importing the fold of every area (the
 * composition root passes its `applyAll` in).
 */
export interface AreaContext extends DecideContext {
  applyAll: (
    state: CompetitionState | undefined,
    events: Iterable<DomainEvent>,
  ) => CompetitionState | undefined;
}
