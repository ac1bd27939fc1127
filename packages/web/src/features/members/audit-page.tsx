import { Alert, Table, Text } from '@mantine/core';
import { dateInZone, formatClockInZone, zoneLabel } from '@floorcraft/domain';
import { CompetitionPending, Page } from '../../widgets/page';
import { useAuditLog } from '../../lib/api/audit';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';

/**
 * "2027-03-06 08:15:02" on the competition's clock (ADR 027), to the second
 * and sortable as text: the zone is named once, in the column's heading.
 */
function whenInZone(iso: string, zone: string): string {
  return `${dateInZone(iso, zone)} ${formatClockInZone(iso, zone, true)}`;
}

/** Who signed in, invited, changed roles or linked tablets: when, and from where (owners, admins). */
export function Component() {
  const slug = useResolvedSlug();
  const { data, error } = useAuditLog(slug);
  const zone = useCompetitionZone();
  return (
    <Page title="Audit log">
      {!slug && <CompetitionPending />}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {data && data.entries.length === 0 && <Text>Nothing recorded yet.</Text>}
      {data && data.entries.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When ({zoneLabel(zone)})</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Concerning</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{whenInZone(entry.at, zone)}</Table.Td>
                  <Table.Td>{entry.actor}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>{entry.target}</Table.Td>
                  <Table.Td>{entry.ip}</Table.Td>
                  <Table.Td>{entry.detail}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Page>
  );
}
