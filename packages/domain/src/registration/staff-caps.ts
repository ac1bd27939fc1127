import type { CompetitionState } from '../competition/state';
import { entryCount, isFull, waitlistOf } from './event-fullness';

/** The words that end a refusal of staff entering a couple past a cap; the desk asks, then sends `overCap`. */
export const OVER_CAP_CONFIRMATION = 'confirm to enter them over the cap';

/** Whether a refusal asks staff to confirm an entry past an event's cap. */
export function asksToConfirmOverCap(message: string): boolean {
  return message.trimEnd().endsWith(OVER_CAP_CONFIRMATION);
}

const couples = (count: number) => `${count} ${count === 1 ? 'couple' : 'couples'}`;

/**
 * Why staff may not enter one more couple in `eventName` now (issue 25 item
 * 11, ADR 028), or undefined when they may: the event is full, counting the
 * `pending` entries of the same command and the couples in line. Staff are
 * not put in the line: a registrar entering a couple acts for someone in
 * front of them or on the organizer's word, so the refusal says the event is
 * full and who waits, and the registrar decides to go over the cap
 * (`confirmed`) or not; the public's line is left as it is.
 */
export function overCapRefusal(
  state: CompetitionState,
  eventName: string,
  pending: number,
  confirmed: boolean | undefined,
): string | undefined {
  const event = state.events[eventName];
  if (confirmed || event?.cap === undefined || !isFull(state, eventName, pending)) {
    return undefined;
  }
  const entered = entryCount(event) + pending;
  const waiting = waitlistOf(state, eventName).length;
  const line = waiting > 0 ? `, and ${waiting} waiting` : '';
  return `"${eventName}" is full: ${couples(entered)} entered, its cap${line}; ${OVER_CAP_CONFIRMATION}`;
}
