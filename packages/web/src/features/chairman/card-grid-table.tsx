import { JudgeRowHeader } from './judge-row-header';
import { Group, Table, Text } from '@mantine/core';
import type { CardGrid, GridCell } from './card-grid';
import { ToneBadge, type Tone } from '../../components/tone-badge';

const statusBadge: Record<GridCell['status'], { label: string; tone: Tone }> = {
  submitted: { label: '✓ In', tone: 'good' },
  waiting: { label: 'Waiting', tone: 'waiting' },
  reopened: { label: 'Reopened', tone: 'alert' },
};

function Cell({ cell }: { cell: GridCell }) {
  const badge = statusBadge[cell.status];
  return (
    <Group gap={4} wrap="nowrap">
      <ToneBadge tone={badge.tone}>{badge.label}</ToneBadge>
      {cell.paper && <ToneBadge tone="info">paper</ToneBadge>}
    </Group>
  );
}

/** Who has submitted: judges (lettered) down, dances across; live as cards arrive. */
export function CardGridTable({ grid, title }: { grid: CardGrid; title: string }) {
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table aria-label={`Cards of ${title}`} withTableBorder withColumnBorders>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Judge</Table.Th>
            {grid.dances.map((dance) => (
              <Table.Th key={dance} scope="col">
                {dance}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.rows.map((row) => (
            <Table.Tr key={row.judge.key}>
              <JudgeRowHeader judge={row.judge}>
                {row.reopenedReason && (
                  <Text size="sm" c="red.9">
                    Reopened: {row.reopenedReason}
                  </Text>
                )}
              </JudgeRowHeader>
              {row.cells.map((cell) => (
                <Table.Td key={cell.dance}>
                  <Cell cell={cell} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
