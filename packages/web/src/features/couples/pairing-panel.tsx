import type { CompetitionState } from '@floorcraft/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCommand } from '../../lib/api/use-command';
import { seekerGroups, type Seeker, type SeekerGroup } from './seeker-groups';

const choices = (seekers: readonly Seeker[]) =>
  seekers.map((seeker) => ({
    value: seeker.competitorId,
    label: `${seeker.name}${seeker.affiliation ? ` · ${seeker.affiliation}` : ''}`,
  }));

/**
 * Dancers looking for a partner (the TBA list), by event, leads apart from
 * follows; the registrar picks one of each and pairs them (`pairSeekers`):
 * both placeholder entries leave the event and the couple is entered with a
 * number. Live: a pair made elsewhere leaves the list here too.
 */
export function PairingPanel({
  state,
}: {
  state: Pick<CompetitionState, 'registration' | 'competitors'>;
}) {
  const groups = useMemo(
    () => seekerGroups(state.registration.seeking, state.competitors),
    [state.registration.seeking, state.competitors],
  );
  const command = useCommand();
  if (groups.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        Nobody is looking for a partner.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {command.done && (
        <Alert color="green" role="status">
          {command.done}
        </Alert>
      )}
      {groups.map((group) => (
        <SeekerEvent
          key={group.eventName}
          group={group}
          refusal={command.refusals.get(group.eventName)}
          pending={command.pending}
          onPair={(lead, follow) =>
            command.run(
              {
                type: 'pairSeekers',
                leadId: lead.competitorId,
                followId: follow.competitorId,
                eventNames: [group.eventName],
              },
              {
                where: group.eventName,
                success: `${lead.name} and ${follow.name} now dance ${group.eventName} together.`,
              },
            )
          }
        />
      ))}
    </Stack>
  );
}

interface SeekerEventProps {
  group: SeekerGroup;
  refusal: string | undefined;
  pending: boolean;
  onPair: (lead: Seeker, follow: Seeker) => Promise<boolean>;
}

/** One event's TBA list: the leads and follows waiting, and the pair to make. */
function SeekerEvent({ group, refusal, pending, onPair }: SeekerEventProps) {
  // The longest waiting of each side, until the registrar picks others.
  const [leadId, setLeadId] = useState<string | null>(null);
  const [followId, setFollowId] = useState<string | null>(null);
  const lead = group.leads.find((seeker) => seeker.competitorId === leadId) ?? group.leads[0];
  const follow =
    group.follows.find((seeker) => seeker.competitorId === followId) ?? group.follows[0];
  const titleId = `tba-${group.eventName.replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {group.eventName}
        </Title>
        {group.pairable && lead && follow ? (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label={`Lead in ${group.eventName}`}
                data={choices(group.leads)}
                value={lead.competitorId}
                onChange={setLeadId}
                allowDeselect={false}
                miw={220}
              />
              <Select
                label={`Follow in ${group.eventName}`}
                data={choices(group.follows)}
                value={follow.competitorId}
                onChange={setFollowId}
                allowDeselect={false}
                miw={220}
              />
              <Button
                loading={pending}
                onClick={() => void onPair(lead, follow)}
                aria-label={`Pair ${lead.name} and ${follow.name} in ${group.eventName}`}
              >
                Pair
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">
            {group.leads.length > 0
              ? `Leads waiting for a follow: ${group.leads.map((seeker) => seeker.name).join(', ')}`
              : `Follows waiting for a lead: ${group.follows.map((seeker) => seeker.name).join(', ')}`}
          </Text>
        )}
        {refusal && (
          <Alert color="red" role="alert" p="xs">
            {refusal}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
