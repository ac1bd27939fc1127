import type { JudgeDeviceRow, NewDeviceLink } from '@floorcraft/domain/api';
import { formatInZone } from '@floorcraft/domain';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import { judgeTitle } from '@floorcraft/domain';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CompetitionPending, Page } from '../../widgets/page';
import { createDeviceLink, revokeDeviceLink, useJudgeDevices } from '../../lib/api/judge-devices';
import { useAction } from '../../lib/api/use-action';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { DeviceLinkCard } from './device-link-card';
import { LinkOriginWarning } from './link-origin-warning';

function StatusBadge({ device }: { device: JudgeDeviceRow }) {
  const zone = useCompetitionZone();
  const time = (iso: string) => formatInZone(iso, zone);
  if (device.revokedAt) {
    return <Badge color="gray">Revoked {time(device.revokedAt)}</Badge>;
  }
  if (device.boundAt) {
    return <Badge color="green">Linked {time(device.boundAt)}</Badge>;
  }
  if (device.codeExpired) {
    return <Badge color="gray">Code expired</Badge>;
  }
  return <Badge color="yellow">Waiting for the tablet</Badge>;
}

/**
 * Judge tablets (scrutineer, chairman, admins): a device link per judge as a
 * QR code and a short code, the list of links with their state, and revoke.
 */
export function Component() {
  const slug = useResolvedSlug();
  const zone = useCompetitionZone();
  const at = slug ?? '';
  const { data, error, reload } = useJudgeDevices(slug);
  const [created, setCreated] = useState<NewDeviceLink>();
  const action = useAction();
  const problem = action.refusal;

  /** Sends one change, then reads the list again whether or not it was taken. */
  const run = async (work: () => Promise<void>) => {
    await action.run(work);
    reload();
  };

  const create = (judgeId: string) =>
    run(async () => {
      setCreated(await createDeviceLink(at, judgeId));
    });
  const revoke = async (device: JudgeDeviceRow) => {
    const agreed = await askToConfirm({
      title: `Revoke the tablet link of ${device.judgeName}?`,
      message: 'That tablet stops working for them at once.',
      confirmLabel: 'Revoke link',
    });
    if (agreed) {
      await run(async () => {
        await revokeDeviceLink(at, device.id);
        setCreated(undefined);
      });
    }
  };

  return (
    <Page title="Judge tablets">
      {!slug && <CompetitionPending />}
      {(error ?? problem) && (
        <Alert color="red" role="alert">
          {error ?? problem}
        </Alert>
      )}
      {data && <LinkOriginWarning links={data.links} />}
      {created && <DeviceLinkCard link={created} onDone={() => setCreated(undefined)} />}
      {data && (
        <Stack gap="xl">
          <Stack gap="sm">
            <Title order={2} size="h3">
              Link a tablet to a judge
            </Title>
            {data.judges.length === 0 && (
              <Text>No officials with the role Judge or Chairman of Judges yet.</Text>
            )}
            <Group gap="sm">
              {data.judges.map((judge) => (
                <Button key={judge.id} variant="light" onClick={() => void create(judge.id)}>
                  Link a tablet for {judgeTitle(judge)}
                </Button>
              ))}
            </Group>
          </Stack>
          {data.devices.length > 0 && (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label="Tablet links" verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Judge</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.devices.map((device) => (
                    <Table.Tr key={device.id}>
                      <Table.Td>{device.judgeName}</Table.Td>
                      <Table.Td>
                        <StatusBadge device={device} />
                      </Table.Td>
                      <Table.Td>
                        {formatInZone(device.createdAt, zone)} by {device.createdBy}
                      </Table.Td>
                      <Table.Td>
                        {!device.revokedAt && (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => void revoke(device)}
                            aria-label={`Revoke the tablet link of ${device.judgeName}`}
                          >
                            Revoke
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Page>
  );
}
