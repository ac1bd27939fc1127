import { Text } from '@mantine/core';
import { CompetitionPending, Page } from '../../widgets/page';
import { useCompetition } from '../../lib/realtime/use-competition';
import { PageText } from '../../components/page-text';

/** Where the competition takes place, and the organizers' directions. */
export function Component() {
  const competition = useCompetition();
  const metadata = competition?.metadata;
  const text = competition?.pages.venue;
  return (
    <Page title="Venue">
      {!metadata && <CompetitionPending />}
      {metadata && !metadata.venue.name && !text?.trim() && (
        <Text>The venue will be announced soon.</Text>
      )}
      {metadata?.venue.name && (
        <div>
          <Text size="lg" fw={600}>
            {metadata.venue.name}
          </Text>
          {metadata.venue.address && <Text>{metadata.venue.address}</Text>}
        </div>
      )}
      <PageText text={text} />
    </Page>
  );
}
