import type { RegistrationPhase } from '../competition/enumerations';
import type { MetadataFields } from '../competition/metadata';

type PhaseDeadlines = Pick<MetadataFields, 'dateRegistrationEarly' | 'dateRegistrationOpen'>;
type CloseDate = Pick<MetadataFields, 'dateRegistrationClosed'>;

/**
 * Spec §4, exactly: the registration phase from the registration time. If
 * neither the early nor the open deadline exists, Pending; before the early
 * deadline, Early; else before the open deadline, Normal; else Late.
 * `dateRegistrationOpen` is the end of the normal ("open") period, not the
 * day registration starts (ADR 019, replacing ADR 007's use of the close
 * date). A missing deadline is never "before": with only an open deadline
 * a registration is Normal until it passes; with only an early one, Late
 * after it.
 */
export function registrationPhase(
  registeredTime: string,
  deadlines: PhaseDeadlines,
): RegistrationPhase {
  const early = deadlines.dateRegistrationEarly;
  const open = deadlines.dateRegistrationOpen;
  if (!early && !open) {
    return 'Pending';
  }
  const at = Date.parse(registeredTime);
  if (early && at < Date.parse(early)) {
    return 'Early';
  }
  return open && at < Date.parse(open) ? 'Normal' : 'Late';
}

/** Spec §4: registration is open if there is no close date or the close date is in the future. */
export function registrationIsOpen(now: string, deadlines: CloseDate): boolean {
  const close = deadlines.dateRegistrationClosed;
  return !close || Date.parse(close) > Date.parse(now);
}
