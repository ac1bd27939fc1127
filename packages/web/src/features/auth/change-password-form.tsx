import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api/api-client';
import { ApiError, sentence } from '../../lib/api/api-error';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionInfo } from '../../lib/session/session-types';
import { PasswordChecklist, passwordAcceptable } from './password-checklist';

/** Replacing a one-time password (or any password) with one of the user's choosing. */
export function ChangePasswordForm({
  session,
  onChanged,
}: {
  session: SessionInfo;
  onChanged: () => void;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const policy = session.passwordPolicy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      sessionStore.set(
        await api<SessionInfo>('POST', '/api/auth/password', {
          currentPassword: current,
          newPassword: next,
        }),
      );
      onChanged();
    } catch (error) {
      setProblem(error instanceof ApiError ? sentence(error.message) : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text>You signed in with a one-time password. Choose your own password to continue.</Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <PasswordInput
          label="One-time or current password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
        />
        <PasswordChecklist policy={policy} password={next} />
        <Button
          type="submit"
          loading={busy}
          disabled={!current || !passwordAcceptable(policy, next)}
        >
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
