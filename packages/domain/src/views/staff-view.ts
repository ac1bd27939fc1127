import type { CompetitionState } from '../competition/state';
import { withPostedMarksOnly } from './posted-marks';
import { stateFields } from './state-fields';
import { visibleFields } from './visible-fields';

/**
 * What signed-in officials see: the staff column of the allow-list
 * (`stateFields`, ADR 018), contact details included, but marks only of
 * posted rounds. The deck captain, MC and registrar have no business with a
 * round's marks before the scrutineer posts it. Typed as the state, because
 * staff screens run the domain's own functions on it.
 */
export type StaffView = CompetitionState;

/** The staff view of a competition: the fields the allow-list gives staff, posted marks only. */
export function staffView(state: CompetitionState): StaffView {
  // The table hides from staff only what is optional in the state (the marks' scoring
  // history, registration's accounts, payments and codes), so the picked state is still a
  // `CompetitionState`.
  return visibleFields(withPostedMarksOnly(state), stateFields, 'staff') as StaffView;
}

/**
 * The registrar's view (ADR 019): the staff view plus what the registrar
 * keeps of self-registered dancers (emails, waiver acceptance, charges) and
 * the payments. Never the competitor codes.
 */
export type RegistrarView = CompetitionState;

/** The registrar's view of a competition: the registrar column of the allow-list, posted marks only. */
export function registrarView(state: CompetitionState): RegistrarView {
  return visibleFields(withPostedMarksOnly(state), stateFields, 'registrar') as RegistrarView;
}

/**
 * The chairman's and scrutineer's view: every field the allow-list gives the
 * scoring staff, unposted marks and their history included.
 */
export type ScoringView = CompetitionState;

/**
 * The scoring view of a competition: every field but registration's private
 * parts (emails, payments, codes), which are the registrar's; every other
 * part is the state's own object.
 */
export function scoringView(state: CompetitionState): ScoringView {
  return visibleFields(state, stateFields, 'scoring') as ScoringView;
}
