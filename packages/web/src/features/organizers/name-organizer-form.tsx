import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { describeFailure } from '../../lib/api/describe-failure';
import { nameOrganizer } from '../../lib/api/organizers';

/** Names an account an organizer by its email. Keeps what was typed if the server refuses. */
export function NameOrganizerForm({ onNamed }: { onNamed: () => void }) {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(undefined);
    try {
      await nameOrganizer(email.trim(), true);
      setOutcome({ ok: true, text: `${email.trim()} may now create competitions.` });
      setEmail('');
      onNamed();
    } catch (error) {
      setOutcome({ ok: false, text: describeFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Name an organizer">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Email of the account to name an organizer"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          style={{ flex: '1 1 18rem' }}
        />
        <Button type="submit" loading={busy} disabled={!email.trim()}>
          Name organizer
        </Button>
      </Group>
      {outcome && (
        <Alert mt="sm" color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
    </form>
  );
}
