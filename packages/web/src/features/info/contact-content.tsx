import type { PublicOrganizer } from '@floorcraft/domain';
import { PlainPageText } from '../../components/plain/plain-page-text';

/** Who organizes the competition. Contact details stay private until a contact form exists. */
export function ContactContent({
  text,
  organizers,
}: {
  text: string;
  organizers: PublicOrganizer[];
}) {
  return (
    <>
      <PlainPageText text={text} />
      {organizers.length === 0 && !text.trim() && <p>The organizers will be listed here soon.</p>}
      {organizers.length > 0 && (
        <ul className="fc-list">
          {organizers.map((organizer) => (
            <li key={organizer.key}>
              <span className="fc-strong">{organizer.name}</span>
              {organizer.role && `, ${organizer.role}`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
