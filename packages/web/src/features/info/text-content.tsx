import type { CompetitionFrame } from '@floorcraft/domain';
import { PlainPageText } from '../../components/plain/plain-page-text';

/** The competition rules, as the organizers wrote them on the setup screen. */
export function RulesContent({ text }: { text: string }) {
  return text.trim() ? (
    <PlainPageText text={text} />
  ) : (
    <p>The rules will be published here soon.</p>
  );
}

/** Where the competition takes place, and the organizers' directions. */
export function VenueContent({ frame, text }: { frame: CompetitionFrame; text: string }) {
  const { venue } = frame.metadata;
  return (
    <>
      {!venue.name && !text.trim() && <p>The venue will be announced soon.</p>}
      {venue.name && (
        <div>
          <p className="fc-lead fc-strong">{venue.name}</p>
          {venue.address && <p>{venue.address}</p>}
        </div>
      )}
      <PlainPageText text={text} />
    </>
  );
}
