import type { RecallSheet } from '@floorcraft/domain';
import { Table, Text } from '@mantine/core';
import { ToneBadge } from '../../components/tone-badge';

function Recalled({ recalled }: { recalled: boolean | undefined }) {
  if (recalled === undefined) {
    return <ToneBadge tone="warning">Undecided</ToneBadge>;
  }
  return recalled ? (
    <ToneBadge tone="good">Yes</ToneBadge>
  ) : (
    <ToneBadge tone="waiting">No</ToneBadge>
  );
}

/** The recall table (§9.1): an X per judge per dance, the dance totals, the total, recalled or not. */
export function RecallSheetTable({ sheet, title }: { sheet: RecallSheet; title: string }) {
  const letters = sheet.judges.map((judge) => judge.letter);
  return (
    <>
      {sheet.marksNeeded !== undefined && (
        <Text>
          Marks needed to be recalled: <strong>{sheet.marksNeeded}</strong>
        </Text>
      )}
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={`Recall table of ${title}`} withTableBorder withColumnBorders striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" rowSpan={2}>
                Couple
              </Table.Th>
              {sheet.dances.map((dance) => (
                <Table.Th key={dance} scope="colgroup" colSpan={letters.length + 1} ta="center">
                  {dance}
                </Table.Th>
              ))}
              <Table.Th scope="col" rowSpan={2}>
                Total
              </Table.Th>
              <Table.Th scope="col" rowSpan={2}>
                Recalled
              </Table.Th>
            </Table.Tr>
            <Table.Tr>
              {sheet.dances.flatMap((dance) => [
                ...letters.map((letter) => (
                  <Table.Th key={`${dance}-${letter}`} scope="col" ta="center">
                    {letter}
                  </Table.Th>
                )),
                <Table.Th key={`${dance}-total`} scope="col" ta="center">
                  Σ
                </Table.Th>,
              ])}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.rows.map((row) => (
              <Table.Tr key={row.couple}>
                <Table.Th scope="row">{row.couple}</Table.Th>
                {sheet.dances.flatMap((dance) => {
                  const marks = row.dances[dance];
                  return [
                    ...sheet.judges.map(({ key }) => (
                      <Table.Td key={`${dance}-${key}`} ta="center">
                        {marks?.recalledBy[key] ? 'X' : ''}
                      </Table.Td>
                    )),
                    <Table.Td key={`${dance}-total`} ta="center" fw={600}>
                      {marks?.total ?? 0}
                    </Table.Td>,
                  ];
                })}
                <Table.Td ta="center" fw={700}>
                  {row.total}
                </Table.Td>
                <Table.Td>
                  <Recalled recalled={row.recalled} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
