import { Text } from '@mantine/core';
import { CompetitionPending, Page } from '../../components/page';
import { useCompetition } from '../../lib/realtime/use-competition';

/** Where the competition takes place. */
export function Component() {
  const metadata = useCompetition()?.metadata;
  return (
    <Page title="Venue">
      {!metadata && <CompetitionPending />}
      {metadata && !metadata.venue.name && <Text>The venue will be announced soon.</Text>}
      {metadata?.venue.name && (
        <div>
          <Text size="lg" fw={600}>
            {metadata.venue.name}
          </Text>
          {metadata.venue.address && <Text>{metadata.venue.address}</Text>}
        </div>
      )}
    </Page>
  );
}
