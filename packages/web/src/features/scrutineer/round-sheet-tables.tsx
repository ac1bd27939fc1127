import type { DanceEvent, FinalSheets, RecallSheet, Round } from '@floorcraft/domain';
import { Stack, Text, Title } from '@mantine/core';
import {
  DanceTableView,
  PlaceReasons,
  RecallTableView,
  ResultTablesForStaff,
  SummaryTableView,
  TieTablesView,
  coupleNames,
  sheetTables,
  type FinalTables,
} from '../../widgets/result-tables';

function Heading({ children }: { children: string }) {
  return (
    <Title order={3} size="h4">
      {children}
    </Title>
  );
}

/** A final's tables in the results page's order, named for the round (`title`) as staff read them. */
function FinalTablesForStaff({ tables, title }: { tables: FinalTables; title: string }) {
  const ties = tables.rule10.length > 0 || tables.rule11.length > 0;
  return (
    <Stack gap="md">
      <Heading>Result</Heading>
      <SummaryTableView tables={tables} caption={`Summary of ${title}`} />
      <Heading>Places explained</Heading>
      <PlaceReasons reasons={tables.reasons} label={`Places of ${title} explained`} />
      <Heading>Equal totals: Rules 10 and 11</Heading>
      {ties ? (
        <TieTablesView tables={tables} />
      ) : (
        <Text size="sm">Rules 10 and 11 were not needed: the totals separated every couple.</Text>
      )}
      <Heading>Dance by dance</Heading>
      {tables.danceTables.map((table) => (
        <DanceTableView
          key={table.dance}
          table={table}
          judges={tables.judges}
          caption={`${table.dance} sheet of ${title}`}
        />
      ))}
    </Stack>
  );
}

interface RoundSheetTablesProps {
  sheets: RecallSheet | FinalSheets;
  event: DanceEvent;
  round: Round;
  /** "the Semi-Final of Adult Latin": names each table. */
  title: string;
}

/**
 * The round's recall table or a final's sheets as they stand (provisional
 * until posted): the very tables of /results and the printed sheets, drawn
 * for the staff, so the scrutineer checks what the public will read.
 */
export function RoundSheetTables({ sheets, event, round, title }: RoundSheetTablesProps) {
  const tables = sheetTables(sheets, coupleNames(event, round));
  return (
    <ResultTablesForStaff>
      {tables.kind === 'recall' ? (
        <RecallTableView
          table={tables}
          roundName={round.roundName}
          nextRoundName={event.rounds[round.roundNumber - 1]?.roundName}
          caption={`Recall table of ${title}`}
        />
      ) : (
        <FinalTablesForStaff tables={tables} title={title} />
      )}
    </ResultTablesForStaff>
  );
}
