import { Stack, Table, Text, Title } from '@mantine/core';
import type { DanceMarks } from './marks-grid';

/** Every judge's card per dance: couples down, judges (lettered) across. */
export function MarksTables({
  dances,
  final,
  title,
}: {
  dances: DanceMarks[];
  final: boolean;
  title: string;
}) {
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.8">
        {final
          ? 'Each judge’s place for each couple.'
          : 'An X where a judge recalled the couple; the last column counts them.'}{' '}
        A judge marked “waiting” has not sent this card yet.
      </Text>
      {dances.map((sheet) => (
        <Stack key={sheet.dance} gap={4}>
          <Title order={3} size="h4">
            {sheet.dance}
          </Title>
          <Table.ScrollContainer minWidth={320}>
            <Table
              aria-label={`Marks of ${title}, ${sheet.dance}`}
              withTableBorder
              withColumnBorders
              striped
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Couple</Table.Th>
                  {sheet.judges.map(({ judge, hasCard }) => (
                    <Table.Th key={judge.key} scope="col" title={judge.name}>
                      {judge.letter}
                      {!hasCard && (
                        <Text span size="xs" c="gray.8" display="block">
                          waiting
                        </Text>
                      )}
                    </Table.Th>
                  ))}
                  {!final && <Table.Th scope="col">Total</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sheet.rows.map((row) => (
                  <Table.Tr key={row.couple}>
                    <Table.Th scope="row">{row.couple}</Table.Th>
                    {row.marks.map((mark, index) => (
                      <Table.Td key={sheet.judges[index]!.judge.key} ta="center">
                        {mark}
                      </Table.Td>
                    ))}
                    {!final && <Table.Td ta="center">{row.total}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
