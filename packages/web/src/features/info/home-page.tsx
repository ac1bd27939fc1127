import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { formatDateRange } from '../../lib/format-dates';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionRunning } from '../../lib/realtime/use-competition-running';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useCompetitionIndex, useServerHome } from '../../lib/api/use-competition-index';
import { useHideCompetitionFrame } from '../../lib/competition-frame';
import { CompetitionIndex } from './competition-index';
import { EmptyServer } from './empty-server';
import { mayRegisterNow, RegistrationStatusLine } from './components/registration-status-line';

/**
 * `/`: on a server with several competitions and no default, their index;
 * on an empty server, what to do; otherwise the competition's home page.
 */
export function Component() {
  const slug = useCompetitionSlug();
  const home = useServerHome(slug === undefined);
  const index = useCompetitionIndex(false);
  useHideCompetitionFrame(home === 'empty' || home === 'index');
  if (home === 'empty') {
    return <EmptyServer />;
  }
  if (home === 'index' && index.status === 'loaded') {
    return <CompetitionIndex competitions={index.index.competitions} />;
  }
  if (home === 'loading') {
    return (
      <Page title="Home" heading="Loading...">
        <CompetitionPending />
      </Page>
    );
  }
  return <CompetitionHome />;
}

/**
 * A competition's home page: what, when, where, and what to do next. While
 * the competition is running, following it live comes first.
 */
function CompetitionHome() {
  const competition = useCompetition();
  const running = useCompetitionRunning();
  const slug = useCompetitionSlug();
  const metadata = competition?.metadata;
  if (!metadata) {
    return (
      <Page title="Home" heading="Loading...">
        <CompetitionPending />
      </Page>
    );
  }
  const showResults = metadata.resultsPageShown;
  // Both while registration is open and results are shown (issue 25 item 5).
  const canRegister = mayRegisterNow(metadata, new Date().toISOString());
  return (
    <Page title="Home" heading={metadata.fullName}>
      <Text size="xl" fw={600} c="gray.8">
        {formatDateRange(metadata.startDate, metadata.endDate)}
      </Text>
      {metadata.tagline && (
        <Text size="lg" maw={720}>
          {metadata.tagline}
        </Text>
      )}
      <RegistrationStatusLine metadata={metadata} />
      <Group>
        {running && (
          <Button component={Link} to={hrefFor('liveCompView', slug)} size="lg">
            Follow live
          </Button>
        )}
        {canRegister && (
          <Button component={Link} to={hrefFor('register', slug)} size="lg">
            Register now
          </Button>
        )}
        {showResults && (
          <Button
            component={Link}
            to={hrefFor('results', slug)}
            size="lg"
            variant={canRegister ? 'default' : 'filled'}
          >
            See results
          </Button>
        )}
        <Button component={Link} to={hrefFor('details', slug)} size="lg" variant="default">
          Competition details
        </Button>
      </Group>
      {metadata.venue.name && (
        <Paper withBorder radius="md" p="lg" maw={560}>
          <Title order={2} size="h4">
            Venue
          </Title>
          <Text fw={600} mt="xs">
            {metadata.venue.name}
          </Text>
          {metadata.venue.address && <Text c="gray.7">{metadata.venue.address}</Text>}
          <Button component={Link} to={hrefFor('venue', slug)} variant="subtle" px={0} mt="xs">
            Getting there
          </Button>
        </Paper>
      )}
    </Page>
  );
}
