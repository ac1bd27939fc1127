import { groupedCode } from '@floorcraft/domain';
import type { RegistrationConfirmation } from '@floorcraft/domain';
import { PlainAlert } from '../../components/plain/plain-alert';
import type { PendingPartnership, RegisteredDancer } from '../../lib/api/registrations';
import { RegistrationSummary } from './registration-summary';

interface RegistrationDoneProps {
  dancers: readonly RegisteredDancer[];
  /** Registered partners asked to dance with the new dancer: not entered until they accept. */
  requests: readonly PendingPartnership[];
  /** Events, fee lines, what is owed and how to pay (issue 25 item 10). */
  confirmation: RegistrationConfirmation;
  updateEntriesHref: string;
  onAnother: () => void;
}

/**
 * After registering: each new dancer's competitor code, shown large, where
 * to use it, and where the registration stands (events, fees, how to pay).
 */
export function RegistrationDone({
  dancers,
  requests,
  confirmation,
  updateEntriesHref,
  onAnother,
}: RegistrationDoneProps) {
  return (
    <div className="fc-stack">
      <PlainAlert color="green" role="status" title="You are registered">
        Each dancer’s competitor code is below, and it was mailed to them too. With your email and
        code you can add or drop events, find a partner, or correct your details on the{' '}
        <a href={updateEntriesHref}>update entries page</a>.
      </PlainAlert>
      {requests.map((request) => (
        <PlainAlert
          key={request.partnerName}
          color="blue"
          role="status"
          title={`Waiting for ${request.partnerName}`}
        >
          {request.partnerName} is already registered, so we asked them by email to accept dancing{' '}
          {request.eventNames.join(', ')} with you. You are entered in those events, and charged for
          them, once they accept; until then you can withdraw the request on the update entries
          page.
        </PlainAlert>
      ))}
      <ul aria-label="Competitor codes" className="fc-stack fc-stack-tight fc-lines">
        {dancers.map((dancer) => (
          <li key={dancer.competitorId}>
            <p>{dancer.name}’s competitor code:</p>
            <strong className="fc-code" data-testid="competitor-code">
              {groupedCode(dancer.code)}
            </strong>
          </li>
        ))}
      </ul>
      <RegistrationSummary confirmation={confirmation} />
      <p className="fc-small fc-muted">
        Keep the code to yourself: with your email it lets anyone change your entries.
      </p>
      <div>
        <button type="button" className="fc-button fc-button-default" onClick={onAnother}>
          Register another dancer
        </button>
      </div>
    </div>
  );
}
