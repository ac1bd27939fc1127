import type { DanceEvent } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { WaitlistSpot } from './state';

/** What reading the lines needs: the public view has them too. */
type WithLines = { registration: Pick<CompetitionState['registration'], 'waitlist'> };

/** A capped event's line, first come first served (the order the couples joined in the log). */
export function waitlistOf(state: WithLines, eventName: string): WaitlistSpot[] {
  return (state.registration.waitlist ?? []).filter((spot) => spot.eventName === eventName);
}

/** The dancer's couple's place in an event's line, if they wait there. */
export function waitlistSpotOf(
  state: WithLines,
  competitorId: string,
  eventName: string,
): WaitlistSpot | undefined {
  return waitlistOf(state, eventName).find(
    (spot) => spot.leadId === competitorId || spot.followId === competitorId,
  );
}

/**
 * Whether a new couple in `eventName` must wait: the event has a cap, and it
 * holds that many entries (couples and TBA places, not dancers) counting
 * `pending` ones about to be added, or couples already wait (nobody jumps the line).
 */
export function isFull(state: CompetitionState, eventName: string, pending = 0): boolean {
  const event = state.events[eventName];
  if (event?.cap === undefined) {
    return false;
  }
  return entryCount(event) + pending >= event.cap || waitlistOf(state, eventName).length > 0;
}

export function entryCount(event: DanceEvent): number {
  return Object.keys(event.entries).length;
}
