import type { DecideContext } from '../commands/decision';
import type { CompetitionState } from '../competition/state';
import { registrationIsOpen } from '../setup/registration-phase';
import { competitionTimeZone } from '../time/time-zone-name';
import { formatInZone } from '../time/zoned-time';

/**
 * "Registration closed on 1 Feb 2027, 23:59 New York time.": the close
 * deadline in the competition's zone, named (ADR 027).
 */
export function registrationClosedSentence(close: string, timeZone: string): string {
  return `Registration closed on ${formatInZone(close, timeZone)}.`;
}

/**
 * The sentence the registration page shows and the server answers once
 * registration has closed (spec §4: open while there is no close date or it
 * is in the future), or undefined while it is open. Registration staff may
 * still register and change entries after it closes (ADR 019).
 */
export function registrationClosedRefusal(
  state: CompetitionState,
  context: DecideContext,
): string | undefined {
  const close = state.metadata.dateRegistrationClosed;
  if (context.registrationStaff || !close || registrationIsOpen(context.now(), state.metadata)) {
    return undefined;
  }
  return registrationClosedSentence(close, competitionTimeZone(state.metadata));
}
