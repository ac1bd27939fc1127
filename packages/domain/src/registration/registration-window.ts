import type { DecideContext } from '../commands/decision';
import type { CompetitionState } from '../competition/state';
import { registrationStanding, type RegistrationStanding } from '../setup/registration-standing';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "1 February 2027" from an ISO date-time, as the organizer wrote its date (their offset). */
export function dayInWords(isoDateTime: string): string {
  const [year = '', month = '', day = ''] = isoDateTime.slice(0, 10).split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/**
 * The sentence the registration page shows and the server answers once
 * registration has closed (`registrationStanding`: the close date passed, or
 * the organizers closed it now with the switch), or undefined while it is
 * open. Registration staff may still register and change entries after it
 * closes (ADR 019).
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

/** "Registration closed on 1 February 2027." or "Registration is closed."; undefined while open. */
export function registrationClosedSentence(
  standing: RegistrationStanding,
  metadata: Pick<CompetitionState['metadata'], 'dateRegistrationClosed'>,
): string | undefined {
  if (standing.open) {
    return undefined;
  }
  const close = metadata.dateRegistrationClosed;
  return standing.closedBy === 'date' && close
    ? `Registration closed on ${dayInWords(close)}.`
    : 'Registration is closed.';
}
