import { JudgeRowHeader } from './judge-row-header';
import { Stack, Table, Text } from '@mantine/core';
import type { JudgesReportView } from './judges-report-view';

/**
 * The judges' report of one posted round as a heat map: judges down, couples
 * across, each cell the judge's own figure printed on a colour for how far
 * it is from the panel's result (the number is there, so the colour is never
 * the only cue), the judge's overall figure last, the outliers named below.
 */
export function JudgesReport({ view, title }: { view: JudgesReportView; title: string }) {
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={360}>
        <Table withTableBorder withColumnBorders>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
            Judges’ report of {title}: it informs; it changes no result.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Judge</Table.Th>
              {view.columns.map((column) => (
                <Table.Th key={column.couple} scope="col" ta="center">
                  {column.couple}
                  <Text size="xs" c="gray.8" fw={400}>
                    {column.result}
                  </Text>
                </Table.Th>
              ))}
              <Table.Th scope="col">{view.summaryHeading}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.rows.map((row) => (
              <Table.Tr key={row.judge.key}>
                <JudgeRowHeader judge={row.judge} />
                {row.cells.map((cell) => (
                  <Table.Td
                    key={cell.couple}
                    ta="center"
                    style={{ backgroundColor: cell.background, color: cell.color }}
                  >
                    {cell.text}
                  </Table.Td>
                ))}
                <Table.Td fw={row.outlier ? 700 : undefined}>{row.summary}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="gray.8">
        {view.legend}
      </Text>
      <Text fw={700}>{view.finding}</Text>
    </Stack>
  );
}
