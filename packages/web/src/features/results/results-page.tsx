import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { NotPublished } from './not-published';
import { ResultsList } from './results-list';
import { resultsShown } from './results-shown';

/** /results: every event with posted rounds, once the organisers publish results. */
export function Component() {
  const competition = useCompetition();
  const slug = useCompetitionSlug();
  return (
    <Page title="Results">
      {!competition && <CompetitionPending />}
      {competition && !resultsShown(competition.metadata, false) && <NotPublished />}
      {competition && resultsShown(competition.metadata, false) && (
        <ResultsList
          source={competition}
          hrefOf={(event) => hrefFor('resultDetails', slug, { event })}
          liveHrefOf={(eventKey, round) =>
            hrefFor('liveRoundResultView', slug, { eventKey, roundNumber: String(round) })
          }
        />
      )}
    </Page>
  );
}
