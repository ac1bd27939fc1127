import { roleLabels, type Role } from '@floorcraft/domain';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CompetitionPending, Page } from '../../components/page';
import { api, competitionApi } from '../../lib/api/api-client';
import { sentence } from '../../lib/api/api-error';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { InviteForm } from './invite-form';
import { MemberTable, type MemberActions } from './member-table';
import type { MemberRow, MembersAnswer } from './members-api';
import { useApiResource } from '../../lib/api/use-api-resource';

/**
 * Who works on this competition: invite, change roles, remove, disable, and
 * unlock a sign-in that wrong passwords hold back (owners and admins).
 */
export function Component() {
  const slug = useResolvedSlug();
  const { data, error, reload } = useApiResource<MembersAnswer>(
    slug && `${competitionApi(slug)}/members`,
  );
  const [problem, setProblem] = useState<string>();

  const run = async (work: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await work();
    } catch (failure) {
      setProblem(failure instanceof Error ? sentence(failure.message) : 'Failed.');
    }
    reload();
  };

  const base = slug ? competitionApi(slug) : '';
  const actions: MemberActions = {
    saveRoles: (member: MemberRow, next: Role[]) =>
      run(() => api('PUT', `${base}/members/${member.userId}/roles`, { roles: next })),
    revoke: (member: MemberRow) =>
      run(async () => {
        if (window.confirm(`Remove ${member.email} and all their roles from this competition?`)) {
          await api('DELETE', `${base}/members/${member.userId}`);
        }
      }),
    setDisabled: (member: MemberRow, disabled: boolean) =>
      run(async () => {
        const question = `Disable ${member.email}? They are signed out everywhere at once and cannot sign in until enabled.`;
        if (!disabled || window.confirm(question)) {
          await api('POST', `${base}/members/${member.userId}/${disabled ? 'disable' : 'enable'}`);
        }
      }),
    unlockSignIn: (member: MemberRow) =>
      run(() => api('POST', `${base}/members/${member.userId}/unlock-sign-in`)),
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
              <MemberTable members={data.members} actions={actions} />
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
                        onClick={() =>
                          void run(() => api('DELETE', `${base}/invitations/${invitation.id}`))
                        }
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
