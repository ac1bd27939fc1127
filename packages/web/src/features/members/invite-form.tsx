import { roleLabels, roles, type Role } from '@floorcraft/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { invite } from '../../lib/api/members';
import { useEmailRequest } from '../../lib/forms/use-email-request';
import { FormFooter } from '../../components/form-footer';

const MAIL_OUTCOME: Record<string, string> = {
  sent: 'The invitation mail is on its way',
  outbox: 'No mail server is configured: the invitation was written to the server’s outbox folder',
  failed: 'The invitation was saved, but the mail could not be sent. Check the mail settings',
};

/** Invite a person by email to one role. Keeps what was typed if the request fails. */
export function InviteForm({ slug, onInvited }: { slug: string; onInvited: () => void }) {
  const [role, setRole] = useState<Role>('judge');
  const { email, setEmail, outcome, busy, submit } = useEmailRequest(async (address) => {
    const answer = await invite(slug, address, role);
    return {
      ok: answer.mail !== 'failed',
      text: `${MAIL_OUTCOME[answer.mail] ?? 'Invitation saved'} (${answer.email}).`,
    };
  }, onInvited);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label="Role"
            data={roles.map((value) => ({ value, label: roleLabels[value] }))}
            value={role}
            onChange={(value) => value && setRole(value)}
            allowDeselect={false}
            w={220}
          />
          <Button type="submit" loading={busy} disabled={!email}>
            Send invitation
          </Button>
        </Group>
        <FormFooter outcome={outcome} />
      </Stack>
    </form>
  );
}
