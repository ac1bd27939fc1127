import type { RegistrationPhase } from '../competition/enumerations';
import type { MetadataFields } from '../competition/metadata';

type Deadlines = Pick<MetadataFields, 'dateRegistrationEarly' | 'dateRegistrationClosed'>;

/**
 * Spec §4: the registration phase of an entry from its registration time.
 * Neither deadline set: Pending; before the early deadline: Early; else
 * before the normal deadline: Normal; else Late. Our normal deadline is
 * the closing date, so "Late" marks entries staff add after it (ADR 007).
 */
export function registrationPhase(registeredTime: string, deadlines: Deadlines): RegistrationPhase {
  const early = deadlines.dateRegistrationEarly;
  const normal = deadlines.dateRegistrationClosed;
  if (!early && !normal) {
    return 'Pending';
  }
  const at = Date.parse(registeredTime);
  if (early && at < Date.parse(early)) {
    return 'Early';
  }
  return normal && at < Date.parse(normal) ? 'Normal' : 'Late';
}

/** Spec §4: registration is open if there is no close date or the close date is in the future. */
export function registrationIsOpen(now: string, deadlines: Deadlines): boolean {
  const close = deadlines.dateRegistrationClosed;
  return !close || Date.parse(close) > Date.parse(now);
}
