import type { CompetitionState, DomainEvent } from '@floorcraft/domain';

/** A partnership request a command made, with what its mail and reply need. */
export interface RequestedPartnership {
  partnerId: string;
  partnerName: string;
  requesterName: string;
  /** The part the partner would dance. */
  partnerRole: 'lead' | 'follow';
  eventNames: string[];
  /** The partner's email, when they registered themselves and are not withdrawn. */
  partnerEmail: string | undefined;
}

/**
 * The partnership requests among a command's own events (issue 24 item 4):
 * whom to tell, and what the requester is told is waiting. Read from the
 * command's events, so a retried command answers the same.
 */
export function requestedPartnerships(
  events: readonly DomainEvent[],
  state: CompetitionState,
): RequestedPartnership[] {
  return events.flatMap((event) => {
    if (event.type !== 'PartnershipRequested') {
      return [];
    }
    const { partnerId, requesterId, role, eventNames } = event.request;
    const account = state.registration.accounts?.[partnerId];
    return [
      {
        partnerId,
        partnerName: state.competitors[partnerId]?.name ?? '',
        requesterName: state.competitors[requesterId]?.name ?? '',
        partnerRole: role === 'lead' ? 'follow' : 'lead',
        eventNames,
        partnerEmail: account && !account.withdrawnAt ? account.email : undefined,
      },
    ];
  });
}
