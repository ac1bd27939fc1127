import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { nameOrganizer, useOrganizers } from '../../lib/api/organizers';
import { useAction } from '../../lib/api/use-action';
import { useHideCompetitionFrame } from '../../lib/competition-frame';
import { useSession } from '../../lib/session/use-session';
import { NameOrganizerForm } from './name-organizer-form';
import { OrganizerTable } from './organizer-table';

/**
 * `/admin/organizers` (issue 25 item 1): a server administrator names the
 * accounts that may create competitions besides the administrators, or takes
 * that back, without a terminal. Of the server, so no competition's frame.
 */
export function Component() {
  useHideCompetitionFrame(true);
  useDocumentTitle('Organizers', undefined);
  const session = useSession();
  const administrator = session?.serverAdministrator === true;
  const { data, error, reload } = useOrganizers(administrator);
  const action = useAction();

  const setMayCreate = async (email: string, allowed: boolean) => {
    await action.run(() => nameOrganizer(email, allowed), { where: email });
    reload();
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {/* Of the server, so no admin menu here: the way back is spelled out. */}
        <Anchor component={Link} to="/admin" size="sm">
          ← Back to the admin area
        </Anchor>
        <Title order={1}>Organizers</Title>
        {session !== undefined && !administrator && (
          <Alert color="yellow" title="Only a server administrator names organizers">
            <Text size="sm">
              The server administrator (the account printed when the server first started) decides
              who may create competitions here.
            </Text>
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {administrator && data === undefined && !error && (
          <Text c="gray.7" role="status">
            <Loader size="xs" mr="xs" />
            Loading the accounts…
          </Text>
        )}
        {data && (
          <>
            {data.competitionCreators === 'organizers' ? (
              <Text>
                Server administrators and the organizers named here create competitions; each
                creator becomes the owner of what they create. Someone new gets an account by an
                invitation to a competition (its Members screen); name them here once they have
                accepted it.
              </Text>
            ) : (
              <Alert color="yellow" title="Only server administrators create competitions here">
                <Text size="sm">
                  This server is started with COMPETITION_CREATORS=server-administrators (the
                  default), so the accounts named below may create competitions only once its
                  operator sets COMPETITION_CREATORS=organizers (docs/deployment.md).
                </Text>
              </Alert>
            )}
            <NameOrganizerForm onNamed={reload} />
            <OrganizerTable
              accounts={data.accounts}
              refusals={action.refusals}
              pending={action.pending}
              onChange={(email, allowed) => void setMayCreate(email, allowed)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
