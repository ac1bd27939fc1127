import { Button, Group, Table, Text } from '@mantine/core';
import type { EventRow } from './event-rows';

interface EventTableProps {
  rows: EventRow[];
  /** Absent when the member may not change events. */
  onEdit?: (name: string) => void;
  onDelete?: (name: string) => void;
}

/** Every event with its level, style, age group, dances and number of couples. */
export function EventTable({ rows, onEdit, onDelete }: EventTableProps) {
  if (rows.length === 0) {
    return <Text c="gray.7">No events yet.</Text>;
  }
  const actions = onEdit !== undefined || onDelete !== undefined;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" aria-label="Events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Style</Table.Th>
            <Table.Th>Age group</Table.Th>
            <Table.Th>Dances</Table.Th>
            <Table.Th ta="right">Couples</Table.Th>
            {actions && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td fw={600}>{row.name}</Table.Td>
              <Table.Td>{row.level}</Table.Td>
              <Table.Td>{row.style}</Table.Td>
              <Table.Td>{row.ageGroup}</Table.Td>
              <Table.Td>{row.dances}</Table.Td>
              <Table.Td ta="right">{row.couples}</Table.Td>
              {actions && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {onEdit && (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${row.name}`}
                        onClick={() => onEdit(row.name)}
                      >
                        Edit
                      </Button>
                    )}
                    {onDelete && (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Delete ${row.name}`}
                        onClick={() => onDelete(row.name)}
                      >
                        Delete
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
