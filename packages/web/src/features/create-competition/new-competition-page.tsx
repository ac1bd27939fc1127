import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useApiResource } from '../../lib/api/use-api-resource';
import type { CopyableCompetition } from '../../lib/api/competition-creation';
import { useHideCompetitionFrame } from '../../lib/competition-frame';
import { useSession } from '../../lib/session/use-session';
import { NewCompetitionForm } from './new-competition-form';

/**
 * `/admin/competitions/new` (issue 25 item 1): a competition of the server's, so no
 * competition's frame around it. Who may create gets the form; anyone else a sentence
 * saying who may, never a form the server would refuse.
 */
export function Component() {
  useHideCompetitionFrame(true);
  useDocumentTitle('New competition', undefined);
  const session = useSession();
  const may = session?.mayCreateCompetitions === true;
  const creation = useApiResource<{ copyFrom: CopyableCompetition[] }>(
    may ? '/api/competitions/creation' : undefined,
  );
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>New competition</Title>
        {session !== undefined && !may && (
          <Alert color="yellow" title="Your account cannot create competitions">
            <Text size="sm">
              Only a server administrator (the account printed when the server first started), or an
              organizer one of them named, creates competitions here. Ask your server administrator,
              or go back to{' '}
              <Anchor component={Link} to="/">
                the home page
              </Anchor>
              .
            </Text>
          </Alert>
        )}
        {creation.error && (
          <Alert color="red" role="alert">
            {creation.error}
          </Alert>
        )}
        {may && creation.data === undefined && !creation.error && (
          <Text c="gray.7" role="status">
            <Loader size="xs" mr="xs" />
            Loading the form…
          </Text>
        )}
        {may && creation.data && <NewCompetitionForm copyable={creation.data.copyFrom} />}
      </Stack>
    </Container>
  );
}
