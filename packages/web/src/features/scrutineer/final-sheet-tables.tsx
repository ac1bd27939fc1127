import type {
  CumulativeCell,
  FinalDanceSheet,
  FinalSheets,
  Rule10Step,
  Rule11Step,
} from '@floorcraft/domain';
import { List, Stack, Table, Text, Title } from '@mantine/core';

const columnLabel = (column: number) => (column === 1 ? '1' : `1–${column}`);

/** "3" or "3(9)"; the cell that decided the place is bold. */
function Cumulative({ cell }: { cell: CumulativeCell }) {
  const text = `${cell.count}${cell.sum === undefined ? '' : `(${cell.sum})`}`;
  return cell.deciding ? (
    <Text span fw={800} td="underline" aria-label={`${text}, deciding`}>
      {text}
    </Text>
  ) : (
    <>{cell.count > 0 ? text : '–'}</>
  );
}

function DanceTable({
  sheet,
  letters,
  title,
}: {
  sheet: FinalDanceSheet;
  letters: string[];
  title: string;
}) {
  const columns = sheet.rows[0]?.cumulative.map((cell) => cell.column) ?? [];
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        {sheet.dance}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={`${sheet.dance} sheet of ${title}`} withTableBorder withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Couple</Table.Th>
              {letters.map((letter) => (
                <Table.Th key={letter} scope="col" ta="center">
                  {letter}
                </Table.Th>
              ))}
              {columns.map((column) => (
                <Table.Th key={column} scope="col" ta="center" bg="gray.1">
                  {columnLabel(column)}
                </Table.Th>
              ))}
              <Table.Th scope="col">Place</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sheet.rows.map((row) => (
              <Table.Tr key={row.couple}>
                <Table.Th scope="row" title={sheet.sentences[row.couple]}>
                  {row.couple}
                </Table.Th>
                {row.marks.map((mark, index) => (
                  <Table.Td key={letters[index] ?? index} ta="center">
                    {mark}
                  </Table.Td>
                ))}
                {row.cumulative.map((cell) => (
                  <Table.Td key={cell.column} ta="center" bg="gray.0">
                    <Cumulative cell={cell} />
                  </Table.Td>
                ))}
                <Table.Td fw={700}>{row.place}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function comparisons(couples: { couple: string; count: number; sum: number }[]) {
  return couples.map((c) => `${c.couple}: ${c.count} (sum ${c.sum})`).join('; ');
}

function RuleSteps({ rule10, rule11 }: { rule10: Rule10Step[]; rule11: Rule11Step[] }) {
  if (rule10.length === 0 && rule11.length === 0) {
    return (
      <Text size="sm">Rules 10 and 11 were not needed: the totals separated every couple.</Text>
    );
  }
  return (
    <Stack gap="xs">
      {rule10.length > 0 && (
        <Table aria-label="Rule 10" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rule 10: place</Table.Th>
              <Table.Th scope="col">Dances at or better than the place (sum)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rule10.map((step) => (
              <Table.Tr key={step.place}>
                <Table.Td>{step.place}</Table.Td>
                <Table.Td>{comparisons(step.couples)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {rule11.length > 0 && (
        <Table aria-label="Rule 11" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Rule 11: place</Table.Th>
              <Table.Th scope="col">Majority</Table.Th>
              <Table.Th scope="col">All marks as one dance, column by column</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rule11.map((step) => (
              <Table.Tr key={step.place}>
                <Table.Td>{step.place}</Table.Td>
                <Table.Td>
                  {step.majority} of {step.marksPerCouple}
                </Table.Td>
                <Table.Td>
                  {step.columns
                    .map((col) => `${columnLabel(col.column)}: ${comparisons(col.couples)}`)
                    .join(' · ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/** A final's sheets (§9.2–9.3): each dance's table, the summary with Rules 10 and 11, and why each place. */
export function FinalSheetTables({ sheets, title }: { sheets: FinalSheets; title: string }) {
  const letters = sheets.judges.map((judge) => judge.letter);
  const dances = sheets.dances.map((sheet) => sheet.dance);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={3} size="h4">
          Places explained
        </Title>
        <List type="ordered" spacing={4} aria-label={`Places of ${title} explained`}>
          {sheets.explanations.map((explanation) => (
            <List.Item key={explanation.couple}>{explanation.sentence}</List.Item>
          ))}
        </List>
      </Stack>
      {sheets.dances.map((sheet) => (
        <DanceTable key={sheet.dance} sheet={sheet} letters={letters} title={title} />
      ))}
      <Stack gap={4}>
        <Title order={3} size="h4">
          Summary
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={`Summary of ${title}`} withTableBorder withColumnBorders>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Couple</Table.Th>
                {dances.map((dance) => (
                  <Table.Th key={dance} scope="col" ta="center">
                    {dance}
                  </Table.Th>
                ))}
                <Table.Th scope="col">Total</Table.Th>
                <Table.Th scope="col">Place</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheets.summary.rows.map((row) => (
                <Table.Tr key={row.couple}>
                  <Table.Th scope="row">{row.couple}</Table.Th>
                  {dances.map((dance) => (
                    <Table.Td key={dance} ta="center">
                      {row.places[dance]}
                    </Table.Td>
                  ))}
                  <Table.Td ta="center">{row.total}</Table.Td>
                  <Table.Td fw={700}>{row.place}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <RuleSteps rule10={sheets.summary.rule10} rule11={sheets.summary.rule11} />
      </Stack>
    </Stack>
  );
}
