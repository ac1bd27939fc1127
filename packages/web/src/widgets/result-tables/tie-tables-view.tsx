import type { FinalTables } from './final-rows';
import { TableFrame } from './table-frame';
import { TieTables } from './tie-tables';

/** The Rule 10 and Rule 11 tables in the app's frame (on screen and on paper). */
export function TieTablesView({ tables }: { tables: FinalTables }) {
  return <TieTables tables={tables} Frame={TableFrame} />;
}
