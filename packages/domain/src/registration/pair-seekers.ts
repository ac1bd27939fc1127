import { accept, refuse, type AreaContext, type Decision } from '../competition/decision';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { removeEntry } from '../setup/entries';
import type { PairSeekersCommand } from './commands';
import { existingDancer, isProblem, RegistrationPlan } from './registration-plan';
import { registrationClosedRefusal } from './registration-window';

/**
 * Two dancers on the TBA list become a couple (spec §3, issue 13 item 6): in
 * each listed event where the lead seeks a follow and the follow a lead,
 * both placeholder entries (9999) leave the event and the list, and the
 * couple is entered with a number, under the staff's duplicate rules. Their
 * entry charges stay: each paid for their place when they registered.
 */
export function pairSeekers(
  state: CompetitionState,
  command: PairSeekersCommand,
  context: AreaContext,
): Decision {
  const closed = registrationClosedRefusal(state, context);
  if (closed) {
    return refuse(closed);
  }
  const lead = existingDancer(state, command.leadId, 'leadId');
  const follow = existingDancer(state, command.followId, 'followId');
  if (isProblem(lead) || isProblem(follow)) {
    return refuse([lead, follow].filter(isProblem)[0]!.problem);
  }
  if (lead.id === follow.id) {
    return refuse('followId: a dancer cannot partner themselves');
  }
  const seeking = Object.values(state.registration.seeking);
  const find = (competitorId: string, role: 'lead' | 'follow', eventName: string) =>
    seeking.find(
      (record) =>
        record.competitorId === competitorId &&
        record.role === role &&
        record.eventName === eventName,
    );
  const events: DomainEvent[] = [];
  const ended: string[] = [];
  let current = state;
  const eventNames = [...new Set(command.eventNames)];
  for (const eventName of eventNames) {
    const leading = find(lead.id, 'lead', eventName);
    const following = find(follow.id, 'follow', eventName);
    if (!leading || !following) {
      const [who, wants] = leading ? [follow, 'lead'] : [lead, 'follow'];
      return refuse(`eventNames: ${who.name} is not looking for a ${wants} in "${eventName}"`);
    }
    for (const record of [leading, following]) {
      const removed = removeEntry(current, eventName, record.placeholderEntryId);
      if (!removed.ok) {
        return refuse(`eventNames: ${removed.error}`);
      }
      events.push(...removed.events);
      current = context.applyAll(current, removed.events)!;
      ended.push(record.id);
    }
  }
  const plan = new RegistrationPlan(current, context, context.now());
  for (const eventName of eventNames) {
    const refused = plan.enterCouple([lead, follow], eventName);
    if (refused) {
      return refuse(refused.problem.replace(/^events/, 'eventNames'));
    }
  }
  return accept(...events, { type: 'SeekingEnded', ids: ended }, ...plan.events());
}
