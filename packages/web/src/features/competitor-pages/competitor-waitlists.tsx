import type { WaitlistPlace } from '@floorcraft/domain';
import { PlainCompetitorLink } from '../../widgets/plain-competitor-link';

/**
 * The capped events the dancer's couple waits for (issue 25 item 11, ADR 028):
 * "Waitlisted, position N" with the partner, public like the TBA list. Nothing
 * when they wait nowhere.
 */
export function CompetitorWaitlists({
  places,
  slug,
}: {
  places: readonly WaitlistPlace[];
  slug: string | undefined;
}) {
  if (places.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="competitor-waitlists" className="fc-section">
      <h2 id="competitor-waitlists">Waitlists</h2>
      <ul className="fc-list" aria-label="Waitlists">
        {places.map((place) => (
          <li key={place.eventName}>
            {place.eventName}: waitlisted, position {place.position} ·{' '}
            {place.role === 'lead' ? 'leading' : 'following'}{' '}
            <PlainCompetitorLink id={place.partnerId} name={place.partnerName} slug={slug} />;
            entered when a place frees
          </li>
        ))}
      </ul>
    </section>
  );
}
