import type { WaitlistPlace } from '@floorcraft/domain';
import { List, Title } from '@mantine/core';
import { CompetitorLink } from '../../widgets/competitor-link';

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
    <section aria-labelledby="competitor-waitlists">
      <Title order={2} id="competitor-waitlists" mb="xs">
        Waitlists
      </Title>
      <List spacing="xs" aria-label="Waitlists">
        {places.map((place) => (
          <List.Item key={place.eventName}>
            {place.eventName}: waitlisted, position {place.position} ·{' '}
            {place.role === 'lead' ? 'leading' : 'following'}{' '}
            <CompetitorLink id={place.partnerId} name={place.partnerName} slug={slug} />; entered
            when a place frees
          </List.Item>
        ))}
      </List>
    </section>
  );
}
