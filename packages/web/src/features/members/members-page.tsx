import type { MemberRow } from '@floorcraft/domain/api';
import { roleLabels, type Role } from '@floorcraft/domain';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { CompetitionPending, Page } from '../../widgets/page';
import {
  revokeMember,
  saveMemberRoles,
  setMemberDisabled,
  unlockSignIn,
  useMembers,
  withdrawInvitation,
} from '../../lib/api/members';
import { useAction } from '../../lib/api/use-action';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { InviteForm } from './invite-form';
import { MemberTable, type MemberActions } from './member-table';

/**
 * Who works on this competition: invite, change roles, remove, disable, and
 * unlock a sign-in that wrong passwords hold back (owners and admins).
 */
export function Component() {
  const slug = useResolvedSlug();
  const { data, error, reload } = useMembers(slug);
  const action = useAction();
  const problem = action.refusal;

  /**
   * Sends one change, then reads the list again whether or not it was taken. A change to
   * one member is refused beside that member's line, where the button was pressed.
   */
  const run = async (work: () => Promise<unknown>, member?: MemberRow) => {
    await action.run(work, { where: member?.userId });
    reload();
  };

  const at = slug ?? '';
  const actions: MemberActions = {
    saveRoles: (member: MemberRow, next: Role[]) =>
      run(() => saveMemberRoles(at, member.userId, next), member),
    revoke: async (member: MemberRow) => {
      const agreed = await askToConfirm({
        title: `Remove ${member.email} from this competition?`,
        message: 'All their roles here end; their account stays.',
        confirmLabel: 'Remove member',
      });
      if (agreed) {
        await run(() => revokeMember(at, member.userId), member);
      }
    },
    setDisabled: async (member: MemberRow, disabled: boolean) => {
      const agreed =
        !disabled ||
        (await askToConfirm({
          title: `Disable ${member.email}?`,
          message: 'They are signed out everywhere at once and cannot sign in until enabled.',
          confirmLabel: 'Disable account',
        }));
      if (agreed) {
        await run(() => setMemberDisabled(at, member.userId, disabled), member);
      }
    },
    unlockSignIn: (member: MemberRow) => run(() => unlockSignIn(at, member.userId), member),
  };

  return (
    <Page title="Members">
      {!slug && <CompetitionPending />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {slug && (
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Invite someone
            </Title>
            <InviteForm slug={slug} onInvited={reload} />
          </Stack>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {data && (
            <Stack gap="sm">
              <Title order={2} size="h3">
                People
              </Title>
              <MemberTable members={data.members} actions={actions} refusals={action.refusals} />
            </Stack>
          )}
          {data && data.invitations.length > 0 && (
            <Stack gap="sm">
              <Title order={2} size="h3">
                Invitations not yet accepted
              </Title>
              <List spacing="xs" aria-label="Pending invitations">
                {data.invitations.map((invitation) => (
                  <List.Item key={invitation.id}>
                    <Group gap="sm">
                      <Text>
                        {invitation.email} · {roleLabels[invitation.role]} · invited by{' '}
                        {invitation.invitedBy}
                      </Text>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => void run(() => withdrawInvitation(at, invitation.id))}
                      >
                        Withdraw
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      )}
    </Page>
  );
}
