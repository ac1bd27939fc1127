import type { ReactNode } from 'react';
import { TableVariantContext } from './table-variant';

/** Draws the result tables inside as the scrutineer's sheets (see `TableVariant`). */
export function ResultTablesForStaff({ children }: { children: ReactNode }) {
  return <TableVariantContext.Provider value="staff">{children}</TableVariantContext.Provider>;
}
