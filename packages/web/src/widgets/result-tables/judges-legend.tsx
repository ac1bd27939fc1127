import type { SheetJudge } from '@floorcraft/domain';
import classes from './results-tables.module.css';

/** "Judges: A Eleanor Whitfield, B Marco Bellini …": who each letter is. */
export function JudgesLegend({ judges }: { judges: readonly SheetJudge[] }) {
  return (
    <p className={classes.legend}>
      Judges:{' '}
      {judges.map((judge, index) => (
        <span key={judge.key}>
          {index > 0 && ', '}
          <strong>{judge.letter}</strong> {judge.name}
        </span>
      ))}
    </p>
  );
}
