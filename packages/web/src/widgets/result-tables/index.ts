export { isPosted } from '@floorcraft/domain';
export {
  eventResults,
  roundSheet,
  type HeldFinalSheet,
  type ResultsSource,
  type RoundSheet,
} from './event-results';
export type { FinalTables } from './final-rows';
export { coupleNames } from './couple-names';
export { sheetTables } from './sheet-tables';
export { placeText } from './place-text';
export { heldBackText } from './held-back-text';
export { CardsTableView, type CardsTable } from './cards-table-view';
export { DanceTableView } from './dance-table-view';
export { MarkRecord } from './mark-record';
export { PlaceReasons } from './place-reasons';
export { RecallTableView } from './recall-table-view';
export { SummaryTableView } from './summary-table-view';
export { TieTablesView } from './tie-tables-view';
export { ResultTablesForPrint } from './print-variant';
export { ResultTablesForStaff } from './staff-variant';
