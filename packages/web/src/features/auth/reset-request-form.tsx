import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api/api-client';
import { ApiError, sentence } from '../../lib/api/api-error';

/** Asks for a reset link by email. The answer is the same whether or not the account exists. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await api<{ message: string }>('POST', '/api/auth/password-reset', { email });
      setDone(sentence(answer.message));
    } catch (error) {
      setProblem(error instanceof ApiError ? sentence(error.message) : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text>
          Enter your email and we will send you a link to choose a new password. It signs you in,
          even when too many wrong passwords have held sign-in back.
        </Text>
        {done && (
          <Alert color="green" role="status">
            {done} The link works once, for one hour.
          </Alert>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} disabled={!email}>
          Send reset link
        </Button>
        <Anchor component="button" type="button" onClick={onBack}>
          Back to sign-in
        </Anchor>
      </Stack>
    </form>
  );
}
