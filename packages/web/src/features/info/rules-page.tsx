import { Text } from '@mantine/core';
import { CompetitionPending, Page } from '../../widgets/page';
import { useCompetition } from '../../lib/realtime/use-competition';
import { PageText } from '../../components/page-text';

/** The competition rules, as the organizers wrote them on the setup screen. */
export function Component() {
  const competition = useCompetition();
  const text = competition?.pages.rules;
  return (
    <Page title="Rules">
      {!competition && <CompetitionPending />}
      {competition && !text?.trim() && <Text>The rules will be published here soon.</Text>}
      <PageText text={text} />
    </Page>
  );
}
