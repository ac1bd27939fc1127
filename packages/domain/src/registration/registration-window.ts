import type { DecideContext } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { registrationStanding, type RegistrationStanding } from './registration-standing';
import { competitionTimeZone } from '../time/time-zone-name';
import { formatInZone } from '../time/zoned-time';

/**
 * Why a registrant may not register or change entries now, or undefined
 * while registration is open. Staff with the registration role may still act.
 */
export function registrationClosedRefusal(
  state: CompetitionState,
  context: DecideContext,
): string | undefined {
  if (context.registrationStaff) {
    return undefined;
  }
  return registrationClosedSentence(
    registrationStanding(context.now(), state.metadata),
    state.metadata,
  );
}

/**
 * "Registration closed on 1 Feb 2027, 23:59 New York time." (the close
 * deadline in the competition's zone, named: ADR 027) or "Registration is
 * closed."; undefined while open.
 */
export function registrationClosedSentence(
  standing: RegistrationStanding,
  metadata: Pick<CompetitionState['metadata'], 'dateRegistrationClosed' | 'timeZone'>,
): string | undefined {
  if (standing.open) {
    return undefined;
  }
  const close = metadata.dateRegistrationClosed;
  return standing.closedBy === 'date' && close
    ? `Registration closed on ${formatInZone(close, competitionTimeZone(metadata))}.`
    : 'Registration is closed.';
}
