import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { sentence } from '../../lib/api/api-error';
import { requestPasswordReset } from '../../lib/api/auth';
import { useAction } from '../../lib/api/use-action';

/** Asks for a reset link by email. The answer is the same whether or not the account exists. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string>();
  const { run, pending: busy, refusal: problem } = useAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => setDone(sentence((await requestPasswordReset(email)).message)));
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
