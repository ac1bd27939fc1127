import { accept, refuse, type AreaContext, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { dropPlaces } from './change-entries';
import { seekingOf } from './places';
import type { AnswerPartnershipCommand } from './commands';
import { existingDancer, isProblem, RegistrationPlan } from './registration-plan';
import { registrationClosedRefusal } from './registration-window';

/**
 * A pending partnership request answered (issue 24 item 4). The partner
 * accepts: the requester's TBA places in those events, and the partner's
 * where they waited for the requester's part, are dropped (credited)
 * and the couple is entered and charged by the very code a direct
 * pairing uses (`RegistrationPlan.enter`), checked again now (registration
 * open for dancers, events there and not below either's level, neither
 * dancer holding a place in them), all or nothing. The partner declines or
 * the requester withdraws: the request goes, nothing else changes (also
 * after registration closed: it adds nothing).
 */
export function answerPartnership(
  state: CompetitionState,
  command: AnswerPartnershipCommand,
  context: AreaContext,
): Decision {
  const request = state.registration.requests?.[command.requestId];
  if (!request) {
    return refuse(
      'requestId: that partnership request is no longer pending: it was answered or withdrawn',
    );
  }
  const answering = command.answer === 'withdraw' ? request.requesterId : request.partnerId;
  if (command.competitorId !== answering) {
    return refuse(
      command.answer === 'withdraw'
        ? 'answer: only the dancer who asked can withdraw a request; decline it instead'
        : 'answer: only the dancer asked can accept or decline; withdraw it instead',
    );
  }
  const ended = (outcome: 'accepted' | 'declined' | 'withdrawn') =>
    ({ type: 'PartnershipRequestEnded', id: request.id, outcome }) as const;
  if (command.answer !== 'accept') {
    return accept(ended(command.answer === 'decline' ? 'declined' : 'withdrawn'));
  }
  const closed = registrationClosedRefusal(state, context);
  if (closed) {
    return refuse(closed);
  }
  const requester = existingDancer(state, request.requesterId, 'requestId');
  const partner = existingDancer(state, request.partnerId, 'requestId');
  if (isProblem(requester) || isProblem(partner)) {
    return refuse([requester, partner].filter(isProblem)[0]!.problem);
  }
  // The requester's TBA places in these events waited for this answer; the entries replace them.
  const replaced = dropPlaces(
    state,
    requester.id,
    request.eventNames.filter((eventName) => seekingOf(state, requester.id, eventName)),
    context,
  );
  if (!replaced.ok) {
    return replaced;
  }
  // So did the partner's, where they waited on the TBA list for the requester's part (issue 25
  // item 10): the entry replaces those too.
  const partnerRole = request.role === 'lead' ? 'follow' : 'lead';
  const theirs = dropPlaces(
    replaced.after,
    partner.id,
    request.eventNames.filter(
      (eventName) => seekingOf(replaced.after, partner.id, eventName)?.role === partnerRole,
    ),
    context,
  );
  if (!theirs.ok) {
    return theirs;
  }
  const current = theirs.after;
  const plan = new RegistrationPlan(current, context, context.now());
  const refused = plan.enter(requester, request.role, partner, request.eventNames);
  if (refused) {
    return refuse(`${refused.problem.replace(/^events: /, 'answer: cannot accept: ')}`);
  }
  return accept(...replaced.events, ...theirs.events, ...plan.events(), ended('accepted'));
}
