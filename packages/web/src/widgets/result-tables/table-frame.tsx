import { useId, type ReactNode } from 'react';
import { printClasses } from '../../components/print';
import { useTableVariant } from './table-variant';
import classes from './results-tables.module.css';

interface TableFrameProps {
  caption: ReactNode;
  children: ReactNode;
}

/**
 * A result table with its caption. On screen it sits inside a region that
 * scrolls sideways on a narrow screen; the region is focusable and named by
 * the caption, so a keyboard user can scroll it too. On paper it is a ruled
 * table kept on one page (a final's dance never splits) whose header row
 * repeats should it ever run longer than a page.
 */
export function TableFrame({ caption, children }: TableFrameProps) {
  const id = useId();
  const variant = useTableVariant();
  if (variant === 'print') {
    return (
      <div className={`${printClasses.keepTogether} ${classes.printedFrame}`}>
        <table className={`${printClasses.table} ${classes.table}`}>
          <caption id={id}>{caption}</caption>
          {children}
        </table>
      </div>
    );
  }
  return (
    <div className={classes.scroller} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={classes.table}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
