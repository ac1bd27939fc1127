import {
  PLACEHOLDER_NUMBER,
  type OwnRegistration,
  type UpdateEntriesPageContent,
} from '@floorcraft/domain';
import type { ReactNode } from 'react';
import { PlainAlert } from '../../components/plain/plain-alert';
import { SmallButton } from './small-button';
import { TbaPlace } from './tba-place';
import type { Registrant } from './use-registrant';

interface OwnEntriesProps {
  registrant: Registrant;
  own: OwnRegistration;
  content: UpdateEntriesPageContent;
  /** Registration is open: entries may be dropped and TBA places filled. */
  editable: boolean;
}

/** One place of the dancer's, named for screen readers by its event: what, with whom, and its button. */
function Place({
  eventName,
  detail,
  action,
  refusal,
}: {
  eventName: string;
  detail: ReactNode;
  action: ReactNode;
  refusal?: string | undefined;
}) {
  return (
    <div
      className="fc-card fc-card-tight fc-stack fc-stack-tight"
      role="group"
      aria-label={eventName}
    >
      <div className="fc-row fc-spread">
        <div>
          <p className="fc-strong">{eventName}</p>
          <p className="fc-small fc-muted">{detail}</p>
        </div>
        {action}
      </div>
      {refusal && (
        <PlainAlert color="red" role="alert">
          {refusal}
        </PlainAlert>
      )}
    </div>
  );
}

/** The dancer's entries (with their partner and number) and TBA places, each droppable. */
export function OwnEntries({ registrant, own, content, editable }: OwnEntriesProps) {
  const { change, changing } = registrant;
  const drop = (eventName: string) =>
    change(
      { type: 'changeEntries', competitorId: own.dancer.id, drop: [eventName] },
      { where: eventName, success: `Dropped ${eventName}.` },
    );
  // Older servers' pages have no waitlist.
  const waitlisted = own.waitlisted ?? [];
  const nothing = own.entries.length === 0 && own.seeking.length === 0 && waitlisted.length === 0;
  return (
    <div className="fc-stack fc-stack-tight">
      <h2>Your entries</h2>
      {nothing && <p className="fc-muted">You are not entered in any event.</p>}
      {own.entries.map((entry) => (
        <Place
          key={entry.entryId}
          eventName={entry.eventName}
          detail={
            <>
              {entry.role === 'lead' ? 'You lead' : 'You follow'} · with {entry.partnerName}
              {entry.leadNumber !== PLACEHOLDER_NUMBER && ` · number ${entry.leadNumber}`}
            </>
          }
          action={
            editable && (
              <SmallButton
                label={`Drop ${entry.eventName}`}
                busy={changing.pending}
                onClick={() => void drop(entry.eventName)}
              >
                Drop
              </SmallButton>
            )
          }
          refusal={changing.refusals.get(entry.eventName)}
        />
      ))}
      {waitlisted.map((place) => (
        <Place
          key={place.eventName}
          eventName={place.eventName}
          detail={`Waitlisted, position ${place.position} · with ${place.partnerName} · not charged until a place frees and you are entered`}
          action={
            editable && (
              <SmallButton
                label={`Leave the waitlist of ${place.eventName}`}
                busy={changing.pending}
                onClick={() => void drop(place.eventName)}
              >
                Leave the waitlist
              </SmallButton>
            )
          }
          refusal={changing.refusals.get(place.eventName)}
        />
      ))}
      {own.seeking.map((seeking) => (
        <TbaPlace
          key={seeking.id}
          seeking={seeking}
          registrant={registrant}
          own={own}
          content={content}
          editable={editable}
          onDrop={() => void drop(seeking.eventName)}
        />
      ))}
    </div>
  );
}
