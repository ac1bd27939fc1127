import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { Competitor } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { PartnerInput, RegisterCommand } from './commands';
import { isProblem, RegistrationPlan, type Problem } from './registration-plan';
import { lateEntryRefusal } from './late-entry';
import { registrationClosedRefusal } from './registration-window';

/** The partner of a registration or an added set of events: new, already registered, or TBA. */
export function partnerOf(
  plan: RegistrationPlan,
  partner: PartnerInput,
): Competitor | 'tba' | Problem {
  switch (partner.kind) {
    case 'new':
      return plan.newDancer(partner.dancer, 'partner.dancer');
    case 'registered':
      return plan.existingDancer(partner.id, 'partner.id');
    case 'tba':
      return 'tba';
  }
}

/**
 * A couple's (or a TBA dancer's) registration from /register, or keyed by
 * the registrar (ADR 019): the new dancers with their codes and accounts,
 * their entries and TBA places, and what they owe at the phase of the
 * registration time; a partner already registered is asked, not entered
 * (`enterOrAsk`). One decision: refused whole, naming the field, when
 * registration has closed (for the public), an event is already under way
 * (for the public; staff confirm a late entry), a dancer is already registered,
 * the school is not on the list, or an event cannot be entered.
 */
export function register(
  state: CompetitionState,
  command: RegisterCommand,
  context: DecideContext,
): Decision {
  const closed = registrationClosedRefusal(state, context);
  if (closed) {
    return refuse(closed);
  }
  const late = lateEntryRefusal(state, command.events, context, command.lateEntry, 'events');
  if (late) {
    return refuse(late);
  }
  const now = context.now();
  // Only staff may send receivedAt: `authorizeCommand` refuses it from anybody else.
  if (command.receivedAt !== undefined && Date.parse(command.receivedAt) > Date.parse(now)) {
    return refuse('receivedAt: a form cannot have been received in the future');
  }
  const plan = new RegistrationPlan(state, context, command.receivedAt ?? now);
  const dancer = plan.newDancer(command.dancer, 'dancer');
  if (isProblem(dancer)) {
    return refuse(dancer.problem);
  }
  const partner = partnerOf(plan, command.partner);
  if (isProblem(partner)) {
    return refuse(partner.problem);
  }
  const refused = plan.enterOrAsk(dancer, command.role, partner, command.events);
  return refused ? refuse(refused.problem) : accept(...plan.events());
}
