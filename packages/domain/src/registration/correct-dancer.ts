import { accept, refuse, type DecideContext, type Decision } from '../commands/decision';
import type { Competitor } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import { saveCompetitor } from '../setup/save-competitor';
import { OTHER_AFFILIATION, type CorrectDancerCommand } from './registration-commands';
import { existingDancer, isProblem } from './registration-plan';
import { registrationClosedRefusal } from './registration-window';

/** The school a correction names: one on the list, "Other" with its name, or the one kept. */
function affiliationOf(
  state: CompetitionState,
  command: CorrectDancerCommand,
  current: Competitor,
): string | undefined {
  if (command.affiliation === OTHER_AFFILIATION) {
    return command.otherAffiliation;
  }
  return state.affiliations.includes(command.affiliation) ||
    command.affiliation === current.affiliation
    ? command.affiliation
    : undefined;
}

/**
 * A dancer's details corrected from /updateEntries or by staff (ADR 019):
 * name, school, levels and age group, copied into every entry as
 * `saveCompetitor` does; email and student status for a self-registered
 * dancer. Refused once registration has closed (for the dancer).
 */
export function correctDancer(
  state: CompetitionState,
  command: CorrectDancerCommand,
  context: DecideContext,
): Decision {
  const closed = registrationClosedRefusal(state, context);
  if (closed) {
    return refuse(closed);
  }
  const current = existingDancer(state, command.competitorId, 'competitorId');
  if (isProblem(current)) {
    return refuse(current.problem);
  }
  const affiliation = affiliationOf(state, command, current);
  if (affiliation === undefined) {
    return refuse(
      `affiliation: "${command.affiliation}" is not on this competition's list: choose ${OTHER_AFFILIATION} and type its name`,
    );
  }
  const account = state.registration.accounts?.[current.id];
  const fields = {
    ...(command.email !== undefined &&
      command.email !== account?.email && { email: command.email }),
    ...(command.student !== undefined &&
      command.student !== account?.student && { student: command.student }),
  };
  if (!account && Object.keys(fields).length > 0) {
    return refuse(
      `email: ${current.name} did not register online, so no email or student status is kept`,
    );
  }
  const saved = saveCompetitor(state, {
    id: current.id,
    name: command.name,
    affiliation,
    levels: command.levels,
    ...(command.ageGroup && { ageGroup: command.ageGroup }),
  });
  if (!saved.ok || Object.keys(fields).length === 0) {
    return saved;
  }
  return accept(...saved.events, {
    type: 'RegistrationAccountUpdated',
    competitorId: current.id,
    fields,
  });
}
