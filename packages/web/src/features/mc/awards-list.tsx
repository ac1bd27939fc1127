import { Paper } from '@mantine/core';
import type { FinalAnnouncement } from './announcements';
import { PlacingsList } from './placings-list';
import classes from './mc.module.css';

/** The awards ceremony: every posted final by event in schedule order, last place to 1st. */
export function AwardsList({
  finals,
  ceremony,
}: {
  finals: FinalAnnouncement[];
  ceremony?: string;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="mc-awards"
      withBorder
      p="md"
      className={classes.section}
    >
      <h2 id="mc-awards" className={classes.sectionTitle}>
        Awards ceremony
      </h2>
      {ceremony && <p className={classes.quiet}>Next on the schedule: {ceremony}</p>}
      {finals.length === 0 && <p className={classes.quiet}>No final is posted yet.</p>}
      {finals.map((final, index) => (
        <article key={final.key} aria-labelledby={`mc-awards-${index}`} className={classes.section}>
          <h3 id={`mc-awards-${index}`} className={classes.itemTitle}>
            {final.eventName}
          </h3>
          <PlacingsList label={`${final.eventName} awards, last to 1st`} places={final.places} />
        </article>
      ))}
    </Paper>
  );
}
