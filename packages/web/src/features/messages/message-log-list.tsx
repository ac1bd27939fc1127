import type { RegistrarView } from '@floorcraft/domain';
import { List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { ToneBadge } from '../../components/tone-badge';
import { actorName } from '../../lib/actor-name';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import { usePeople } from '../../lib/use-people';
import { messageLog, sentAtWords } from './message-log';

/**
 * Every message sent, newest first: subject, audience, who sent it and
 * when, and how far its sending got (live: the registrar view carries each
 * mail's progress as the server records it), with the mails that failed.
 */
export function MessageLogList({ view }: { view: RegistrarView }) {
  const people = usePeople(useCompetitionSlug());
  const zone = useCompetitionZone();
  const rows = useMemo(() => messageLog(view.messages), [view.messages]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="log-title">
      <Title order={2} size="h3" id="log-title">
        Messages sent
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">No message has been sent yet.</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-labelledby="log-title"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {rows.map((row) => (
            <Paper
              key={row.id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              aria-label={row.subject}
            >
              <Stack gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.subject}
                </Text>
                <Text size="sm">
                  {row.audience} · by {actorName(row.by, view, people)} ·{' '}
                  {sentAtWords(row.at, zone)}
                </Text>
                <Progress
                  value={row.total === 0 ? 0 : (100 * (row.sent + row.failures.length)) / row.total}
                  color={row.failures.length > 0 ? 'orange' : 'blue'}
                  aria-label={`Progress of ${row.subject}`}
                />
                <Text size="sm">
                  <ToneBadge
                    tone={row.finished ? (row.failures.length > 0 ? 'warning' : 'good') : 'info'}
                  >
                    {row.finished ? 'Finished' : 'Sending'}
                  </ToneBadge>{' '}
                  {row.progress}
                </Text>
                {row.failures.length > 0 && (
                  <List size="sm" spacing={2}>
                    {row.failures.map((failure) => (
                      <List.Item key={failure.email} style={{ overflowWrap: 'anywhere' }}>
                        Not sent to {failure.email}: {failure.reason}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
