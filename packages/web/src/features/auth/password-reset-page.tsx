import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { completePasswordReset, resetTokenValid } from '../../lib/api/auth';
import { useAction } from '../../lib/api/use-action';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import { PasswordChecklist, passwordAcceptable } from './password-checklist';

/** The page a password reset mail links to: choose a new password, then carry on signed in. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const session = useSession();
  const [valid, setValid] = useState<boolean>();
  const [password, setPassword] = useState('');
  const { run, pending: busy, refusal: problem } = useAction();
  useDocumentTitle('Choose a new password', undefined);

  useEffect(() => {
    let current = true;
    resetTokenValid(token).then(
      (valid) => current && setValid(valid),
      () => current && setValid(false),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      sessionStore.set(await completePasswordReset(token, password));
      await navigate('/admin', { replace: true });
    });
  };

  const policy = session?.passwordPolicy;
  return (
    <Container size={440} py={64}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="lg">
          <Title order={1} size="h2">
            Choose a new password
          </Title>
          {valid === false && (
            <Alert color="red" role="alert">
              This reset link has expired or was already used. Ask for a new one on the sign-in
              page.
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {valid && policy && (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="md">
                <PasswordInput
                  label="New password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <PasswordChecklist policy={policy} password={password} />
                <Button
                  type="submit"
                  loading={busy}
                  disabled={!passwordAcceptable(policy, password)}
                >
                  Save and sign in
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component={Link} to="/login" size="sm">
            Back to sign-in
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
