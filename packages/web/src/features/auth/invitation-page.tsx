import type { InvitationInfo } from '@floorcraft/domain/api';
import {
  Alert,
  Button,
  Container,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { listCompetitions } from '../../lib/api/competitions';
import { describeFailure } from '../../lib/api/describe-failure';
import { acceptInvitation, invitationInfo } from '../../lib/api/invitations';
import { useAction } from '../../lib/api/use-action';
import { sessionStore } from '../../lib/session/session-store';
import { useSession } from '../../lib/session/use-session';
import { PasswordChecklist, passwordAcceptable } from './password-checklist';

/**
 * The page an invitation mail links to: a new person chooses a password; a
 * person who already has an account confirms with theirs. Either way they
 * are signed in with the new role and taken to the admin area.
 */
export function Component() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const [invitation, setInvitation] = useState<InvitationInfo>();
  const [gone, setGone] = useState<string>();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { run, pending: busy, refusal: problem } = useAction();
  useDocumentTitle('Invitation', invitation?.competition.fullName);

  useEffect(() => {
    let current = true;
    invitationInfo(token).then(
      (answer) => current && setInvitation(answer),
      (error: unknown) => current && setGone(describeFailure(error)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(async () => {
      const accepted = await acceptInvitation(
        token,
        invitation?.hasAccount ? { password } : { name, password },
      );
      await sessionStore.refresh();
      const competitions = await listCompetitions();
      const isDefault = competitions.some(
        (entry) => entry.slug === accepted.competition && entry.isDefault,
      );
      await navigate(isDefault ? '/admin' : `/c/${accepted.competition}/admin`, { replace: true });
    });
  };

  const policy = session?.passwordPolicy;
  const ready = invitation?.hasAccount
    ? password.length > 0
    : policy !== undefined && passwordAcceptable(policy, password);
  return (
    <Container size={480} py={64}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        <Stack gap="lg">
          <Title order={1} size="h2">
            Invitation
          </Title>
          {gone && (
            <Alert color="red" role="alert">
              {gone}
            </Alert>
          )}
          {!gone && !invitation && <Loader size="sm" aria-label="Loading the invitation" />}
          {invitation && (
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Stack gap="md">
                <Text>
                  You are invited to <strong>{invitation.competition.fullName}</strong> as{' '}
                  <strong>{invitation.roleLabel}</strong>.
                </Text>
                {problem && (
                  <Alert color="red" role="alert">
                    {problem}
                  </Alert>
                )}
                <TextInput label="Email" value={invitation.email} readOnly />
                {invitation.hasAccount ? (
                  <>
                    <Text size="sm">
                      You already have an account: enter its password to accept.
                    </Text>
                    <PasswordInput
                      label="Password"
                      autoComplete="current-password"
                      value={password}
                      onChange={(event) => setPassword(event.currentTarget.value)}
                    />
                  </>
                ) : (
                  <>
                    <TextInput
                      label="Your name"
                      autoComplete="name"
                      value={name}
                      onChange={(event) => setName(event.currentTarget.value)}
                    />
                    <PasswordInput
                      label="Choose a password"
                      autoComplete="new-password"
                      value={password}
                      onChange={(event) => setPassword(event.currentTarget.value)}
                    />
                    {policy && <PasswordChecklist policy={policy} password={password} />}
                  </>
                )}
                <Button type="submit" loading={busy} disabled={!ready}>
                  Accept invitation
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
