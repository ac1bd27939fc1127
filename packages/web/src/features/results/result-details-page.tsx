import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { EventResultsView } from './event-results-view';
import { NotPublished } from './not-published';
import { resultsShown } from './results-shown';

/** /results/{event}: one event's posted rounds with every judge's marks and the reasons for each place. */
export function Component() {
  const eventName = useParams().event ?? '';
  const competition = useCompetition();
  const slug = useCompetitionSlug();
  return (
    <Page title={`${eventName} results`} heading={eventName}>
      <Anchor component={Link} to={hrefFor('results', slug)}>
        ← All results
      </Anchor>
      {!competition && <CompetitionPending />}
      {competition && !resultsShown(competition.metadata, false) && <NotPublished />}
      {competition && resultsShown(competition.metadata, false) && (
        <EventResultsView source={competition} eventName={eventName} />
      )}
    </Page>
  );
}
