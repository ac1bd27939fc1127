import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../lib/api/auth';
import { useAction } from '../../lib/api/use-action';
import { sessionStore } from '../../lib/session/session-store';
import type { SessionInfo } from '@floorcraft/domain/api';
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
  const { run, pending: busy, refusal: problem } = useAction();
  const policy = session.passwordPolicy;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(async () => sessionStore.set(await changePassword(current, next)))) {
      onChanged();
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
