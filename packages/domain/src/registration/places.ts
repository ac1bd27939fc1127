import { totalOf } from './balance';
import type { Entry } from '../competition/dance-event';
import type { RegistrationPhase } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import type { DancerCharge } from './events';
import type { PartnershipRequest, Seeking } from './state';

const dances = (entry: Entry, competitorId: string) =>
  entry.leadId === competitorId || entry.followId === competitorId;

/** The dancer's entry in an event: in its own list, or in one of its rounds. */
export function entryOf(
  state: Pick<CompetitionState, 'events'>,
  competitorId: string,
  eventName: string,
): Entry | undefined {
  const event = state.events[eventName];
  if (!event) {
    return undefined;
  }
  return (
    Object.values(event.entries).find((entry) => dances(entry, competitorId)) ??
    Object.values(event.rounds)
      .flatMap((round) => Object.values(round.entries))
      .find((entry) => dances(entry, competitorId))
  );
}

/** The dancer's place on the TBA list in an event, if they are looking for a partner there. */
export function seekingOf(
  state: CompetitionState,
  competitorId: string,
  eventName: string,
): Seeking | undefined {
  return Object.values(state.registration.seeking).find(
    (record) => record.competitorId === competitorId && record.eventName === eventName,
  );
}

/** The pending partnership requests the dancer made or was asked, oldest first. */
export function requestsOf(state: CompetitionState, competitorId: string): PartnershipRequest[] {
  return Object.values(state.registration.requests ?? {})
    .filter((request) => request.requesterId === competitorId || request.partnerId === competitorId)
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Every event the dancer holds a place in: with a partner, looking for one, or waiting in line. */
export function eventsOf(state: CompetitionState, competitorId: string): string[] {
  const names = Object.keys(state.events).filter(
    (eventName) => entryOf(state, competitorId, eventName) !== undefined,
  );
  for (const record of Object.values(state.registration.seeking)) {
    if (record.competitorId === competitorId && !names.includes(record.eventName)) {
      names.push(record.eventName);
    }
  }
  // A place in a capped event's line is a place too: withdrawing leaves it.
  for (const spot of state.registration.waitlist ?? []) {
    const theirs = spot.leadId === competitorId || spot.followId === competitorId;
    if (theirs && !names.includes(spot.eventName)) {
      names.push(spot.eventName);
    }
  }
  return names;
}

/**
 * Credits for a dropped entry: each dancer with an account gets back what
 * their charges for that event still come to, so the list of charges is
 * only ever appended to.
 */
export function creditsFor(
  state: CompetitionState,
  competitorIds: readonly string[],
  eventName: string,
  at: string,
  phase: RegistrationPhase,
  newKey: () => string,
): DancerCharge[] {
  const credits: DancerCharge[] = [];
  for (const competitorId of competitorIds) {
    const account = state.registration.accounts?.[competitorId];
    const owed = totalOf(
      (account?.charges ?? []).filter(
        (charge) => charge.kind === 'entry' && charge.eventName === eventName,
      ),
    );
    if (account && owed > 0) {
      credits.push({
        competitorId,
        charge: { id: newKey(), at, phase, kind: 'entry', eventName, amount: -owed },
      });
    }
  }
  return credits;
}
