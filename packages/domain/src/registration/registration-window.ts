import type { DecideContext } from '../commands/decision';
import type { CompetitionState } from '../competition/state';
import { registrationIsOpen } from '../setup/registration-phase';

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
  return `Registration closed on ${dayInWords(close)}.`;
}
