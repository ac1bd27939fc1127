import { createContext, useContext } from 'react';

/**
 * How the result tables are drawn: `screen` (the /results pages: each table
 * in a region that scrolls sideways, sticky number and place columns) or
 * `print` (the result sheets: ruled black on white, each table kept on one
 * page). The same table components serve both, so the paper record and the
 * page can never disagree; only their frame changes.
 */
export type TableVariant = 'screen' | 'print';

export const TableVariantContext = createContext<TableVariant>('screen');

export const useTableVariant = () => useContext(TableVariantContext);
