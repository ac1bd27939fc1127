import { Alert, List } from '@mantine/core';
import { useMemo } from 'react';
import { Sheet, printClasses } from '../../../components/print';
import {
  DanceTableView,
  RecallTableView,
  ResultTablesForPrint,
  SummaryTableView,
  TieTablesView,
  type RoundSheet,
} from '../../../widgets/result-tables';
import type { PrintKind, PrintKindProps } from './kind';
import { resultSheets, type ResultSheet, type UnpostedRound } from './result-sheets-model';
import classes from './result-sheets.module.css';

/** The tables of one posted round: the recall, or the final's dances, summary and Rules 10/11. */
function RoundTables({ sheet }: { sheet: RoundSheet }) {
  switch (sheet.kind) {
    case 'problem':
      return (
        <p className={classes.problem} role="alert">
          The posted marks cannot be scored: {sheet.message}
        </p>
      );
    case 'recall':
      return (
        <div className={classes.recallFacts}>
          <RecallTableView
            table={sheet}
            roundName={sheet.roundName}
            nextRoundName={sheet.nextRoundName}
          />
        </div>
      );
    case 'final':
      return (
        <>
          <h3 className={classes.section}>Dance by dance</h3>
          {sheet.danceTables.map((table) => (
            <DanceTableView key={table.dance} table={table} judges={sheet.judges} />
          ))}
          <h3 className={classes.section}>Result</h3>
          <SummaryTableView tables={sheet} />
          {(sheet.rule10.length > 0 || sheet.rule11.length > 0) && (
            <>
              <h3 className={classes.section}>Equal totals: Rules 10 and 11</h3>
              <TieTablesView tables={sheet} />
            </>
          )}
        </>
      );
    case 'held':
      // Printed from the staff view, which holds every final whole (ADR 029): never reached.
      return null;
  }
}

/** A line to sign on and one for the name, printed in when the officials list has it. */
function Signature({ role, name }: { role: string; name: string | undefined }) {
  return (
    <div className={classes.signature}>
      <div className={classes.line} />
      <span>{role}</span>
      <div className={classes.nameLine}>
        <span>Name:</span>
        <span>{name}</span>
      </div>
    </div>
  );
}

/** One posted round on its own page(s): header, tables, mark record, signatures. */
function RoundResultSheet({ result }: { result: ResultSheet }) {
  const { sheet } = result;
  return (
    <Sheet label={`${result.eventName} ${result.roundName}: result sheet`}>
      <header className={classes.head}>
        <p>{result.competition}</p>
        <h2 className={printClasses.sheetTitle}>
          {result.eventName}: {result.roundName}
        </h2>
        <p>Result sheet{result.date && `, ${result.date}`}</p>
      </header>
      <ResultTablesForPrint>
        <RoundTables sheet={sheet} />
      </ResultTablesForPrint>
      {sheet.markHash && (
        <p className={classes.markRecord}>
          Mark record: <code>{sheet.markHash}</code>
        </p>
      )}
      <div className={`${printClasses.keepTogether} ${classes.signatures}`}>
        <Signature role="Chairman of judges" name={result.chairman} />
        <Signature role="Scrutineer" name={result.scrutineer} />
      </div>
    </Sheet>
  );
}

/** On screen only: the chosen rounds that have no results to print yet. */
function NotPosted({ rounds }: { rounds: UnpostedRound[] }) {
  return (
    <div className={`${printClasses.screenOnly} ${classes.notPosted}`}>
      <Alert color="blue" title="Not posted yet, so not printed">
        <List>
          {rounds.map((round) => (
            <List.Item key={round.roundId}>{round.title}: not posted yet</List.Item>
          ))}
        </List>
      </Alert>
    </div>
  );
}

/**
 * The official record of each chosen round that is posted: the very tables
 * of /results/{event}, a round per page, signed by the chairman of judges
 * and the scrutineer; a round not posted is named on screen and not printed.
 */
export function ResultSheets({ view, rounds }: PrintKindProps) {
  const { sheets, notPosted } = useMemo(() => resultSheets(view, rounds), [view, rounds]);
  return (
    <>
      {notPosted.length > 0 && <NotPosted rounds={notPosted} />}
      {sheets.length === 0 && notPosted.length === 0 && (
        <p className={printClasses.screenOnly}>No round chosen has results.</p>
      )}
      {sheets.map((result) => (
        <RoundResultSheet key={result.roundId} result={result} />
      ))}
    </>
  );
}

export const resultSheetsKind: PrintKind = {
  id: 'results',
  title: 'Result sheets',
  description:
    'The official record of posted rounds: every judge’s marks, totals and places, the mark record and signature lines.',
  usesRounds: true,
  Sheets: ResultSheets,
};
