import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError, sentence } from '../../lib/api/api-error';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionInfo } from '../../lib/session/session-types';

/** What to tell the person when sign-in fails; never which of email or password was wrong. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) {
    return sentence(error.message);
  }
  return 'The server could not be reached. Check the connection and try again.';
}

/** Email and password, used by the sign-in page and by the "sign in again" prompt. */
export function SignInForm({
  fixedEmail,
  onSignedIn,
}: {
  /** When re-authenticating, the email is the signed-out user's and cannot change. */
  fixedEmail?: string;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const [email, setEmail] = useState(fixedEmail ?? '');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
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
            {problem}
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
