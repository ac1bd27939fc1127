import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { Competitor } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { saveCompetitor } from '../setup/save-competitor';
import { OTHER_AFFILIATION } from '../competition/affiliations';
import type { CorrectDancerCommand } from './commands';
import { existingDancer, isProblem } from './registration-plan';
import { registrationClosedRefusal } from './registration-window';
import { schoolTyped, type SchoolOnForm } from './typed-school';

/**
 * The school a correction names: one on the list, "Other" with a typed name
 * (waiting on the desk for a dancer who registered online, `schoolTyped`;
 * taken as typed for a dancer staff entered), or the one kept.
 */
function schoolOf(
  state: CompetitionState,
  command: CorrectDancerCommand,
  current: Competitor,
): SchoolOnForm | undefined {
  if (command.affiliation === OTHER_AFFILIATION) {
    if (!command.otherAffiliation) {
      return undefined;
    }
    const school = schoolTyped(state, command.otherAffiliation);
    const online = state.registration.accounts?.[current.id] !== undefined;
    return online || !school.typed ? school : { affiliation: school.typed };
  }
  return state.affiliations.includes(command.affiliation) ||
    command.affiliation === current.affiliation
    ? { affiliation: command.affiliation }
    : undefined;
}

/** What the correction does to a typed school waiting on the desk: a new one, or none left. */
function typedSchoolEvents(
  competitorId: string,
  waiting: string | undefined,
  typed: string | undefined,
): DomainEvent[] {
  if (typed !== undefined) {
    return typed === waiting ? [] : [{ type: 'SchoolTyped', competitorId, name: typed }];
  }
  return waiting === undefined ? [] : [{ type: 'TypedSchoolSettled', competitorId }];
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
  const school = schoolOf(state, command, current);
  if (school === undefined) {
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
    affiliation: school.affiliation,
    levels: command.levels,
    ...(command.ageGroup && { ageGroup: command.ageGroup }),
  });
  if (!saved.ok) {
    return saved;
  }
  const typed = typedSchoolEvents(current.id, account?.typedSchool, school.typed);
  return accept(
    ...saved.events,
    ...typed,
    ...(Object.keys(fields).length > 0
      ? [{ type: 'RegistrationAccountUpdated' as const, competitorId: current.id, fields }]
      : []),
  );
}
