import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { EventResultsView } from './event-results-view';
import { ResultsList } from './results-list';
import { resultsShown } from './results-shown';

/**
 * /admin/results (spec §2: reuses the results view): the same lists and
 * sheets for staff, shown whether or not results are published yet; one
 * event's sheets open with `?event=`.
 */
export function Component() {
  const competition = useCompetition();
  const slug = useCompetitionSlug();
  const [params] = useSearchParams();
  const eventName = params.get('event');
  const here = hrefFor('adminResults', slug);
  return (
    <Page title={eventName ? `${eventName} results` : 'Results'} heading={eventName ?? 'Results'}>
      {competition && !resultsShown(competition.metadata, false) && (
        <Text c="gray.8">
          The public results page is off: only signed-in staff see these results.
        </Text>
      )}
      {eventName !== null && (
        <Anchor component={Link} to={here}>
          ← All results
        </Anchor>
      )}
      {!competition && <CompetitionPending />}
      {competition && eventName === null && (
        <ResultsList
          source={competition}
          hrefOf={(event) => `${here}?${new URLSearchParams({ event }).toString()}`}
          liveHrefOf={(eventKey, round) =>
            hrefFor('liveRoundResultView', slug, { eventKey, roundNumber: String(round) })
          }
        />
      )}
      {competition && eventName !== null && (
        <EventResultsView source={competition} eventName={eventName} />
      )}
    </Page>
  );
}
