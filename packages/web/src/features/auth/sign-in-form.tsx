import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { describeFailure } from '../../lib/api/describe-failure';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionInfo } from '@floorcraft/domain/api';

interface Problem {
  text: string;
  /** Wrong passwords have held sign-in back: say how to get in without waiting. */
  limited: boolean;
}

/** What to tell the person when sign-in fails; never which of email or password was wrong. */
function problemOf(error: unknown): Problem {
  return {
    text: describeFailure(error),
    limited: error instanceof ApiError && error.code === 'too-many-attempts',
  };
}

/** Email and password, used by the sign-in page and by the "sign in again" prompt. */
export function SignInForm({
  fixedEmail,
  onSignedIn,
  onForgotPassword,
}: {
  /** When re-authenticating, the email is the signed-out user's and cannot change. */
  fixedEmail?: string;
  onSignedIn: (session: SessionInfo) => void;
  /** Where "Forgot your password?" leads, when the page offers it. */
  onForgotPassword?: () => void;
}) {
  const [email, setEmail] = useState(fixedEmail ?? '');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      onSignedIn(await sessionStore.signIn(email, password));
    } catch (error) {
      setProblem(problemOf(error));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="red" role="alert" title="Not signed in">
            <Text size="sm">{problem.text}</Text>
            {problem.limited && (
              <Text size="sm" mt="xs">
                To get in now, use{' '}
                {onForgotPassword ? (
                  <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
                    Forgot your password?
                  </Anchor>
                ) : (
                  '“Forgot your password?” on the sign-in page'
                )}{' '}
                to get a sign-in link by email, or ask an owner of the competition to lift the lock.
              </Text>
            )}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          value={email}
          readOnly={fixedEmail !== undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
          data-autofocus={fixedEmail === undefined ? true : undefined}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          data-autofocus={fixedEmail !== undefined ? true : undefined}
        />
        <Button type="submit" loading={busy} disabled={!email || !password}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
