import { Button, Group, Stack, TextInput } from '@mantine/core';
import { nameOrganizer } from '../../lib/api/organizers';
import { useEmailRequest } from '../../lib/forms/use-email-request';
import { FormFooter } from '../../components/form-footer';

/** Names an account an organizer by its email. Keeps what was typed if the server refuses. */
export function NameOrganizerForm({ onNamed }: { onNamed: () => void }) {
  const { email, setEmail, outcome, busy, submit } = useEmailRequest(async (address) => {
    await nameOrganizer(address, true);
    return { ok: true, text: `${address} may now create competitions.` };
  }, onNamed);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Name an organizer">
      <Stack gap="sm">
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
        <FormFooter outcome={outcome} />
      </Stack>
    </form>
  );
}
