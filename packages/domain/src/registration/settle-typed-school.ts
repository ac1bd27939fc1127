import { accept, refuse, type Decision } from '../competition/decision';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { saveCompetitor } from '../setup/save-competitor';
import type { SettleTypedSchoolCommand } from './commands';
import { existingDancer, isProblem } from './registration-plan';
import { withSchool } from './typed-school';

/**
 * The registrar settles the school a dancer typed (issue 25, ADR 019):
 * without `into` it is confirmed (added to the competition's list unless
 * it is there by now) and becomes the dancer's school; with `into` the
 * dancer's school is that one from the list. Either way the school is
 * copied into the dancer's entries, as any correction is, and leaves the
 * desk's list of typed schools.
 */
export function settleTypedSchool(
  state: CompetitionState,
  command: SettleTypedSchoolCommand,
): Decision {
  const dancer = existingDancer(state, command.competitorId, 'competitorId');
  if (isProblem(dancer)) {
    return refuse(dancer.problem);
  }
  const typed = state.registration.accounts?.[dancer.id]?.typedSchool;
  if (typed === undefined) {
    return refuse(`competitorId: ${dancer.name} has no typed school waiting`);
  }
  const { into } = command;
  if (into !== undefined && !state.affiliations.includes(into)) {
    return refuse(`into: "${into}" is not on this competition's list of schools`);
  }
  const school = into ?? typed;
  const listed: DomainEvent[] = state.affiliations.includes(school)
    ? []
    : [{ type: 'AffiliationsSet', affiliations: withSchool(state.affiliations, school) }];
  const saved = saveCompetitor(state, { ...dancer, affiliation: school });
  if (!saved.ok) {
    return saved;
  }
  return accept(...listed, ...saved.events, {
    type: 'TypedSchoolSettled',
    competitorId: dancer.id,
  });
}
