import { Alert, List, Stack, Text, Title } from '@mantine/core';
import {
  DanceTableView,
  MarkRecord,
  PlaceReasons,
  RecallTableView,
  SummaryTableView,
  TieTablesView,
  heldBackText,
  placeText,
  type HeldFinalSheet,
  type RoundSheet,
} from '../../widgets/result-tables';

/** A final held for the big screen or the awards (ADR 029): the places out so far, and what waits. */
function HeldPlaces({ sheet }: { sheet: HeldFinalSheet }) {
  return (
    <>
      <Text size="lg" role="status">
        {heldBackText(sheet.heldBack, sheet.places.length)}
      </Text>
      {sheet.places.length > 0 && (
        <List type="ordered" listStyleType="none" aria-label="Places announced so far">
          {sheet.places.map((couple) => (
            <List.Item key={couple.number}>
              {placeText(
                couple.place,
                sheet.places.map((other) => other.place),
              )}{' '}
              {couple.number} {couple.names}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/** One posted round of an event: its recall table, or the final's tables and reasons. */
export function RoundSection({ sheet, eventName }: { sheet: RoundSheet; eventName: string }) {
  const headingId = `round-${sheet.roundNumber}`;
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {sheet.roundName}
      </Title>
      {sheet.kind === 'problem' && (
        <Alert color="red" role="alert">
          The posted marks of the {eventName} {sheet.roundName} cannot be scored: {sheet.message}
        </Alert>
      )}
      {sheet.kind === 'held' && <HeldPlaces sheet={sheet} />}
      {sheet.kind === 'recall' && (
        <RecallTableView
          table={sheet}
          roundName={sheet.roundName}
          nextRoundName={sheet.nextRoundName}
        />
      )}
      {sheet.kind === 'final' && (
        <>
          <Title order={3}>Result</Title>
          <SummaryTableView tables={sheet} />
          <Title order={3}>Why this place</Title>
          <PlaceReasons reasons={sheet.reasons} />
          {(sheet.rule10.length > 0 || sheet.rule11.length > 0) && (
            <>
              <Title order={3}>Equal totals: Rules 10 and 11</Title>
              <TieTablesView tables={sheet} />
            </>
          )}
          <Title order={3}>Dance by dance</Title>
          {sheet.danceTables.map((table) => (
            <DanceTableView key={table.dance} table={table} judges={sheet.judges} />
          ))}
        </>
      )}
      {sheet.markHash && <MarkRecord hash={sheet.markHash} />}
    </Stack>
  );
}
