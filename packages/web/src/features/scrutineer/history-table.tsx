import { Table, Text } from '@mantine/core';
import { clockTime } from '../../lib/format-dates';
import { useCompetitionZone } from '../../lib/realtime/use-competition-zone';
import type { HistoryRow } from './mark-history';
import { ToneBadge } from '../../components/tone-badge';

/** Every change of the round's marks, oldest first; corrections add rows, nothing is overwritten. */
export function HistoryTable({ rows, title }: { rows: HistoryRow[]; title: string }) {
  const zone = useCompetitionZone();
  if (rows.length === 0) {
    return <Text c="gray.8">No marks have been stored for this round yet.</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={`Mark history of ${title}`} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Judge</Table.Th>
            <Table.Th scope="col">Dance</Table.Th>
            <Table.Th scope="col">Numbers</Table.Th>
            <Table.Th scope="col">From</Table.Th>
            <Table.Th scope="col">By</Table.Th>
            <Table.Th scope="col">Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${row.at}-${index}`}>
              <Table.Td>{clockTime(row.at, zone)}</Table.Td>
              <Table.Td>{row.judge}</Table.Td>
              <Table.Td>{row.dance}</Table.Td>
              <Table.Td>
                {row.couples}
                {!row.original && (
                  <Text size="xs" c="gray.8">
                    correction
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ToneBadge tone={row.source === 'paper' ? 'info' : 'waiting'}>
                  {row.source}
                </ToneBadge>
              </Table.Td>
              <Table.Td>{row.by}</Table.Td>
              <Table.Td>{row.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
