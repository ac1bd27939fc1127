import { accept, refuse, type AreaContext, type Decision } from '../competition/decision';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { dropPlace } from './change-entries';
import { eventsOf, requestsOf } from './places';
import type { WithdrawDancerCommand } from './commands';

/**
 * The registrar withdraws a dancer (issue 13 item 8): every entry of theirs
 * leaves (a couple's for both dancers) and every TBA place, with the same
 * credits as dropping them, and their pending partnership requests; the
 * account keeps the time. Refused when one of
 * their rounds has marks: scratch them from that event instead.
 */
export function withdrawDancer(
  state: CompetitionState,
  command: WithdrawDancerCommand,
  context: AreaContext,
): Decision {
  const dancer = state.competitors[command.competitorId];
  if (!dancer) {
    return refuse(`competitorId: no registered dancer with id "${command.competitorId}"`);
  }
  const account = state.registration.accounts?.[dancer.id];
  if (account?.withdrawnAt) {
    return refuse(`competitorId: ${dancer.name} is already withdrawn`);
  }
  const events: DomainEvent[] = [];
  let current = state;
  for (const eventName of eventsOf(state, dancer.id)) {
    const dropped = dropPlace(current, dancer.id, eventName, context);
    if (!dropped.ok) {
      return refuse(dropped.error.replace(/^drop: /, ''));
    }
    events.push(...dropped.events);
    current = context.applyAll(current, dropped.events)!;
  }
  // Their pending requests go too: nobody can accept a withdrawn dancer's partnership.
  for (const request of requestsOf(state, dancer.id)) {
    const outcome = request.requesterId === dancer.id ? 'withdrawn' : 'declined';
    events.push({ type: 'PartnershipRequestEnded', id: request.id, outcome });
  }
  if (account) {
    events.push({ type: 'DancerWithdrawn', competitorId: dancer.id, at: context.now() });
  }
  return events.length > 0
    ? accept(...events)
    : refuse(`competitorId: ${dancer.name} holds no entry to withdraw`);
}
