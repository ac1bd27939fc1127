import type { CSSProperties } from 'react';
import { NUMBERS_SHOWN, numberGrid } from './screen-layout';
import classes from './big-screen.module.css';

/** Couple numbers in as many columns as they need, capped so the screen never scrolls. */
export function NumberGrid({ numbers, label }: { numbers: readonly number[]; label: string }) {
  const grid = numberGrid(Math.min(numbers.length, NUMBERS_SHOWN));
  const style = {
    '--columns': grid.columns,
    '--number-size': `${grid.size}cqh`,
  } as CSSProperties;
  const hidden = numbers.length - NUMBERS_SHOWN;
  return (
    <>
      <ul className={classes.numbers} style={style} aria-label={label}>
        {numbers.slice(0, NUMBERS_SHOWN).map((number) => (
          <li key={number}>{number}</li>
        ))}
      </ul>
      {hidden > 0 && <p className={classes.more}>and {hidden} more</p>}
    </>
  );
}
