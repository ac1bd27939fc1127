import classes from './mc.module.css';

/** Couple numbers in large type, read left to right; a list, so a screen reader counts them. */
export function NumberList({ label, numbers }: { label: string; numbers: readonly number[] }) {
  if (numbers.length === 0) {
    return <p className={classes.quiet}>No couples.</p>;
  }
  return (
    <ul className={classes.numbers} aria-label={label}>
      {numbers.map((number) => (
        <li key={number}>{number}</li>
      ))}
    </ul>
  );
}
