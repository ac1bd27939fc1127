import type { OwnPartnershipRequest, OwnRegistration } from '@floorcraft/domain';
import { PlainAlert } from '../../components/plain/plain-alert';
import { SmallButton } from './small-button';
import type { Registrant } from './use-registrant';

interface PartnershipRequestsProps {
  registrant: Registrant;
  own: OwnRegistration;
  /** Registration is open: a request may be accepted (declining and withdrawing always work). */
  editable: boolean;
}

const listed = (eventNames: readonly string[]) => eventNames.join(', ');

/** One sentence for a request, as the dancer reading it sees it. */
function describe(request: OwnPartnershipRequest): string {
  const events = listed(request.eventNames);
  return request.direction === 'asked'
    ? `${request.otherName} asks you to ${request.role} with them in ${events}.`
    : `You asked ${request.otherName} to dance ${events} with you (you ${request.role}); you are entered once they accept.`;
}

/**
 * Pending partnership requests (issue 24 item 4): a dancer who named this
 * one as partner waits for their answer (Accept enters and charges both,
 * Decline ends it); a request this dancer sent can be withdrawn. Nothing is
 * entered or charged for a request until it is accepted.
 */
export function PartnershipRequests({ registrant, own, editable }: PartnershipRequestsProps) {
  const { change, changing } = registrant;
  if (own.requests.length === 0) {
    return null;
  }
  const answer = (request: OwnPartnershipRequest, reply: 'accept' | 'decline' | 'withdraw') =>
    change(
      {
        type: 'answerPartnership',
        competitorId: own.dancer.id,
        requestId: request.id,
        answer: reply,
      },
      {
        where: request.id,
        success:
          reply === 'accept'
            ? `You are entered with ${request.otherName} in ${listed(request.eventNames)}.`
            : reply === 'decline'
              ? `You declined ${request.otherName}’s request.`
              : `Your request to ${request.otherName} is withdrawn.`,
      },
    );
  const busy = changing.pending;
  return (
    <div className="fc-stack fc-stack-tight">
      <h2>Partnership requests</h2>
      {own.requests.map((request) => (
        <div
          key={request.id}
          className="fc-card fc-card-tight fc-stack fc-stack-tight"
          role="group"
          aria-label={`Request ${request.direction === 'asked' ? 'from' : 'to'} ${request.otherName}`}
        >
          <div className="fc-row fc-spread">
            <p>{describe(request)}</p>
            <div className="fc-row">
              {request.direction === 'asked' ? (
                <>
                  {editable && (
                    <SmallButton busy={busy} onClick={() => void answer(request, 'accept')} filled>
                      Accept
                    </SmallButton>
                  )}
                  <SmallButton busy={busy} onClick={() => void answer(request, 'decline')}>
                    Decline
                  </SmallButton>
                </>
              ) : (
                <SmallButton busy={busy} onClick={() => void answer(request, 'withdraw')}>
                  Withdraw
                </SmallButton>
              )}
            </div>
          </div>
          {changing.refusals.get(request.id) && (
            <PlainAlert color="red" role="alert">
              {changing.refusals.get(request.id)}
            </PlainAlert>
          )}
        </div>
      ))}
    </div>
  );
}
