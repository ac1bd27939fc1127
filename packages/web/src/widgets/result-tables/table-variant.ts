import { createContext, useContext } from 'react';

/**
 * How the result tables are drawn: `screen` (the /results pages: each table
 * in a region that scrolls sideways, sticky number and place columns),
 * `print` (the result sheets: ruled black on white, each table kept on one
 * page) or `staff` (the scrutineer's screen: as on `screen`, and a round not
 * posted yet says per couple whether it is recalled: Yes, No or Undecided
 * while a tie at the cut waits for the chairman). The same table components
 * serve all three, so the paper record, the page and the scrutineer's sheet
 * can never disagree; only their frame and the staff's column change.
 */
export type TableVariant = 'screen' | 'print' | 'staff';

export const TableVariantContext = createContext<TableVariant>('screen');

export const useTableVariant = () => useContext(TableVariantContext);
