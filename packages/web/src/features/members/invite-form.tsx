import { roleLabels, roles, type Role } from '@floorcraft/domain';
import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { describeFailure } from '../../lib/api/describe-failure';
import { invite } from '../../lib/api/members';

const MAIL_OUTCOME: Record<string, string> = {
  sent: 'The invitation mail is on its way',
  outbox: 'No mail server is configured: the invitation was written to the server’s outbox folder',
  failed: 'The invitation was saved, but the mail could not be sent. Check the mail settings',
};

/** Invite a person by email to one role. Keeps what was typed if the request fails. */
export function InviteForm({ slug, onInvited }: { slug: string; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('judge');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = await invite(slug, email, role);
      setOutcome({
        ok: answer.mail !== 'failed',
        text: `${MAIL_OUTCOME[answer.mail] ?? 'Invitation saved'} (${answer.email}).`,
      });
      setEmail('');
      onInvited();
    } catch (error) {
      setOutcome({ ok: false, text: describeFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
      {outcome && (
        <Alert mt="sm" color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
    </form>
  );
}
