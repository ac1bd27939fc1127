import {
  actorLabel,
  isRegistrationStaff,
  type Actor,
  type DecideContext,
} from '@floorcraft/domain';

/** What the server lends `decide`: fresh keys, the clock and, on a live server, fresh codes. */
export interface DecideSources {
  newKey: () => string;
  now: () => string;
  /** A fresh competitor code from a CSPRNG (ADR 019); the CLI leaves it unset. */
  newCode?: () => string;
}

/**
 * The only builder of a `DecideContext` in the server: one context for every
 * command, single or batched, from a client or from the CLI, so no path can
 * forget who asks or whether they are registration staff (the security
 * issue's registration bug came from two builders that differed).
 */
export function decideContextFor(sources: DecideSources): (actor: Actor) => DecideContext {
  return (actor) => ({
    newKey: sources.newKey,
    now: sources.now,
    actor: actorLabel(actor),
    newCode: sources.newCode,
    registrationStaff: isRegistrationStaff(actor),
  });
}
