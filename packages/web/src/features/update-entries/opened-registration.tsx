import {
  competitionTimeZone,
  type CompetitionFrame,
  type OwnRegistration,
  type UpdateEntriesPageContent,
} from '@floorcraft/domain';
import { PlainAlert } from '../../components/plain/plain-alert';
import { AddEventsForm } from './add-events-form';
import { CorrectDetailsForm } from './correct-details-form';
import { FeesPanel } from './fees-panel';
import { OwnEntries } from './own-entries';
import { PartnershipRequests } from './partnership-requests';
import type { Registrant } from './use-registrant';

export interface OpenedRegistrationProps {
  registrant: Registrant;
  own: OwnRegistration;
  content: UpdateEntriesPageContent;
  metadata: CompetitionFrame['metadata'];
  /** When the page opened: the fee phase of added events is the one of that minute. */
  openedAt: string;
  /** Why nothing can be changed here, once registration has closed; undefined while open. */
  closed: string | undefined;
}

/**
 * A dancer's registration once opened with their email and code: requests,
 * entries, adding events, their details, fees and payments; read-only once
 * registration has closed. A chunk of its own, loaded when a dancer opens it.
 */
export function OpenedRegistration({
  registrant,
  own,
  content,
  metadata,
  openedAt,
  closed,
}: OpenedRegistrationProps) {
  const editable = closed === undefined;
  return (
    <div className="fc-stack fc-stack-loose">
      <div className="fc-row fc-spread">
        <h2 className="fc-h3">
          {own.dancer.name} · {own.dancer.affiliation}
        </h2>
        <button type="button" className="fc-button fc-button-subtle" onClick={registrant.leave}>
          Close my registration
        </button>
      </div>
      {closed && (
        <PlainAlert color="gray" role="status">
          {closed} Your entries can no longer be changed here: write to the organizers for a change.
        </PlainAlert>
      )}
      {registrant.changing.done && (
        <PlainAlert color="green" role="status">
          {registrant.changing.done}
        </PlainAlert>
      )}
      <PartnershipRequests registrant={registrant} own={own} editable={editable} />
      <OwnEntries registrant={registrant} own={own} content={content} editable={editable} />
      {editable && (
        <AddEventsForm
          registrant={registrant}
          own={own}
          content={content}
          metadata={metadata}
          openedAt={openedAt}
        />
      )}
      {editable && <CorrectDetailsForm registrant={registrant} own={own} content={content} />}
      <FeesPanel
        own={own}
        currency={content.fees?.currency ?? 'USD'}
        zone={competitionTimeZone(metadata)}
      />
    </div>
  );
}
