import type { PlacedCouple } from './announcements';
import classes from './mc.module.css';

/** A final's places in the order they are read out: last place first, 1st at the end. */
export function PlacingsList({ label, places }: { label: string; places: PlacedCouple[] }) {
  return (
    <ol className={classes.list} aria-label={label}>
      {places.map((couple) => (
        <li key={couple.number} className={classes.place}>
          <span className={classes.placeText}>{couple.placeText}</span>
          <span className={classes.placeNumber}>{couple.number}</span>
          <span className={classes.placeWho}>
            {couple.names}
            {couple.schools && <span className={classes.school}>{couple.schools}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
