import type { ReactNode } from 'react';
import { TableVariantContext } from './table-variant';
import classes from './results-tables.module.css';

/** Draws the result tables inside as printed sheets (see `TableVariant`). */
export function ResultTablesForPrint({ children }: { children: ReactNode }) {
  return (
    <TableVariantContext.Provider value="print">
      <div className={classes.printed}>{children}</div>
    </TableVariantContext.Provider>
  );
}
