import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { safeRedirect } from '../../lib/session/safe-redirect';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import { ChangePasswordForm } from './change-password-form';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';

/**
 * Sign-in (spec §2 `/login`). After signing in the user lands on the
 * `redirect` query's path when it is one of ours, else the admin dashboard.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  const target = safeRedirect(params.get('redirect'), '/admin');
  useDocumentTitle('Sign in', undefined);

  const proceed = () => void navigate(target, { replace: true });
  const user = session?.user;

  return (
    <Container size={440} py={64}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {user?.mustChangePassword ? 'Choose your password' : 'Sign in'}
          </Title>
          {session && user?.mustChangePassword && (
            <ChangePasswordForm session={session} onChanged={proceed} />
          )}
          {user && !user.mustChangePassword && (
            <Stack gap="sm">
              <Text>
                You are signed in as <strong>{user.email}</strong>.
              </Text>
              <Button onClick={proceed}>Continue</Button>
              <Button variant="subtle" onClick={() => void sessionStore.signOut()}>
                Sign out
              </Button>
            </Stack>
          )}
          {session && !user && mode === 'sign-in' && (
            <>
              <SignInForm
                onSignedIn={(signedIn) => {
                  if (!signedIn.user?.mustChangePassword) {
                    proceed();
                  }
                }}
                onForgotPassword={() => setMode('reset')}
              />
              <Anchor component="button" type="button" onClick={() => setMode('reset')}>
                Forgot your password?
              </Anchor>
            </>
          )}
          {session && !user && mode === 'reset' && (
            <ResetRequestForm onBack={() => setMode('sign-in')} />
          )}
          <Anchor component={Link} to="/" size="sm">
            Back to the competition
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
