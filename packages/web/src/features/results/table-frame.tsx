import { useId, type ReactNode } from 'react';
import classes from './results-tables.module.css';

interface TableFrameProps {
  caption: ReactNode;
  children: ReactNode;
}

/**
 * A result table with its caption, inside a region that scrolls sideways on
 * a narrow screen; the region is focusable and named by the caption, so a
 * keyboard user can scroll it too.
 */
export function TableFrame({ caption, children }: TableFrameProps) {
  const id = useId();
  return (
    <div className={classes.scroller} role="region" aria-labelledby={id} tabIndex={0}>
      <table className={classes.table}>
        <caption id={id}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
