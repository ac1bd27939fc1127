import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useSession } from '../../lib/session/use-session';

/** The create screen (issue 25, item 1). */
export const CREATE_COMPETITION_PATH = '/admin/competitions/new';

/**
 * The home page of a server that hosts no competition yet (issue 25): what
 * to do, never a wait. Signed in, the way to the create screen (which says
 * if this account may not create); signed out, the way to sign in first.
 */
export function EmptyServer() {
  const session = useSession();
  useDocumentTitle('No competition yet', undefined);
  const signedIn = Boolean(session?.user);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>No competition yet</Title>
        <Text size="lg">
          {signedIn
            ? 'This server hosts no competition yet. Create the first one: its name, dates and venue are all it needs to start.'
            : 'This server hosts no competition yet: sign in to create one. The first account was printed when the server first started.'}
        </Text>
        {session !== undefined && (
          <div>
            {signedIn ? (
              <Button component={Link} to={CREATE_COMPETITION_PATH} size="lg">
                Create a competition
              </Button>
            ) : (
              <Button
                component={Link}
                to={`/login?redirect=${encodeURIComponent(CREATE_COMPETITION_PATH)}`}
                size="lg"
              >
                Sign in
              </Button>
            )}
          </div>
        )}
      </Stack>
    </Container>
  );
}
