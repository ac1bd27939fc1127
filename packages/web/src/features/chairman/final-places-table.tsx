import { Table } from '@mantine/core';
import type { FinalPlaceRow } from './final-places';

/** A final's places by the Skating System: each dance's place, the total, the result. */
export function FinalPlacesTable({
  rows,
  dances,
  title,
}: {
  rows: FinalPlaceRow[];
  dances: string[];
  title: string;
}) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={`Places of ${title}`} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Couple</Table.Th>
            <Table.Th scope="col">Dancers</Table.Th>
            {dances.map((dance) => (
              <Table.Th key={dance} scope="col">
                {dance}
              </Table.Th>
            ))}
            <Table.Th scope="col">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.couple}>
              <Table.Td fw={700}>{row.place}</Table.Td>
              <Table.Td>{row.couple}</Table.Td>
              <Table.Td>{row.names}</Table.Td>
              {row.dancePlaces.map((place, index) => (
                <Table.Td key={dances[index]}>{place}</Table.Td>
              ))}
              <Table.Td>{row.total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
