import type { RegistrationPhase } from '../competition/enumerations';
import type { MetadataFields } from '../competition/metadata';
import { registrationIsOpen, registrationPhase } from './registration-phase';

type StandingFields = Pick<
  MetadataFields,
  'registrationStatus' | 'dateRegistrationEarly' | 'dateRegistrationOpen' | 'dateRegistrationClosed'
>;

/** Where registration stands at one instant: what home, /register, mail and charges all say. */
export interface RegistrationStanding {
  /** The price phase, from the dates alone (spec §4). */
  phase: RegistrationPhase;
  /** Whether the public may register or change entries now. */
  open: boolean;
  /** Why it is not open: the organizers' switch, or the close date passed. */
  closedBy?: 'switch' | 'date';
  /** While open: the next instant the standing changes (a phase deadline or the close date). */
  until?: string;
}

/**
 * The one rule for the registration phase (issue 25 item 4, ADR 019): the
 * dates decide the phase and so the price (`registrationPhase`, spec §4), and
 * registration is open until the close date (spec §4). The switch
 * `registrationStatus` only closes registration now, ahead of the dates
 * (CLOSED); EARLY and OPEN both mean "open as the dates say", so a switch left
 * on EARLY can no longer promise early-bird prices the dates do not give.
 */
export function registrationStanding(now: string, fields: StandingFields): RegistrationStanding {
  const phase = registrationPhase(now, fields);
  if (!registrationIsOpen(now, fields)) {
    return { phase, open: false, closedBy: 'date' };
  }
  if (fields.registrationStatus === 'CLOSED') {
    return { phase, open: false, closedBy: 'switch' };
  }
  const phaseEnds = {
    Early: fields.dateRegistrationEarly,
    Normal: fields.dateRegistrationOpen,
    Late: undefined,
    Pending: undefined,
  }[phase];
  const close = fields.dateRegistrationClosed;
  const until =
    phaseEnds && close
      ? Date.parse(phaseEnds) < Date.parse(close)
        ? phaseEnds
        : close
      : (phaseEnds ?? close);
  return until ? { phase, open: true, until } : { phase, open: true };
}
