import type { DecideContext } from '../competition/decision';
import { isPosted, isUnderWay } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';

/** The words that end a late-entry refusal to staff; the desk asks and sends `lateEntry`. */
export const LATE_ENTRY_CONFIRMATION = 'confirm to add a late entry';

/** Whether a refusal asks staff to confirm a late entry (the desk then asks the question). */
export function asksToConfirmLateEntry(message: string): boolean {
  return message.trimEnd().endsWith(LATE_ENTRY_CONFIRMATION);
}

/** The first of `eventNames` one of whose rounds is on the floor, behind it or posted. */
function startedEvent(state: CompetitionState, eventNames: readonly string[]): string | undefined {
  return eventNames.find((name) =>
    Object.values(state.events[name]?.rounds ?? {}).some(
      (round) => isUnderWay(round.roundState) || isPosted(round.roundState),
    ),
  );
}

/**
 * Why entries in `eventNames` may not be added now, or undefined when they
 * may (ADR 019, issue 24): an event whose rounds are under way or posted
 * takes no entry from the public (a dancer would be charged for an event
 * they cannot dance); staff may add a late couple once they confirm
 * (`lateEntry`), as the deck captain adds one on the floor.
 */
export function lateEntryRefusal(
  state: CompetitionState,
  eventNames: readonly string[],
  context: DecideContext,
  confirmed: boolean | undefined,
  field: string,
): string | undefined {
  const started = startedEvent(state, eventNames);
  if (started === undefined) {
    return undefined;
  }
  if (!context.registrationStaff) {
    return `${field}: "${started}" has already started, so it takes no more entries; the registration desk at the venue can add a late entry`;
  }
  return confirmed
    ? undefined
    : `${field}: "${started}" is already under way; ${LATE_ENTRY_CONFIRMATION}`;
}
