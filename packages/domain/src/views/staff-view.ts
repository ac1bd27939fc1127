import type { CompetitionState } from '../competition/state';
import { postedMarks } from './posted-marks';

/**
 * What signed-in officials see: the whole state, contact details included,
 * but marks only of posted rounds. The deck captain, MC and registrar have
 * no business with a round's marks before the scrutineer posts it.
 */
export type StaffView = CompetitionState;

export function staffView(state: CompetitionState): StaffView {
  return { ...state, marks: postedMarks(state) };
}

/** The chairman's and scrutineer's view: everything, unposted marks and their history included. */
export type ScoringView = CompetitionState;

export function scoringView(state: CompetitionState): ScoringView {
  return state;
}
