import { Paper } from '@mantine/core';
import type { Announcement } from './announcements';
import { PlacingsList } from './placings-list';
import classes from './mc.module.css';

/**
 * "To announce": the latest posted rounds, newest first. A preliminary
 * round's recalled numbers ascending; a final's places from last to 1st.
 * Posted results only: the MC never sees marks before the scrutineer posts.
 */
export function AnnounceList({ items }: { items: Announcement[] }) {
  return (
    <Paper
      component="section"
      aria-labelledby="mc-announce"
      withBorder
      p="md"
      className={classes.section}
    >
      <h2 id="mc-announce" className={classes.sectionTitle}>
        To announce
      </h2>
      {items.length === 0 && <p className={classes.quiet}>No results are posted yet.</p>}
      {items.map((item, index) => {
        const title = `${item.eventName} ${item.roundName}`;
        return (
          <article
            key={item.key}
            aria-labelledby={`mc-announce-${index}`}
            className={classes.section}
          >
            <h3 id={`mc-announce-${index}`} className={classes.itemTitle}>
              {title}
            </h3>
            {item.kind === 'recall' ? (
              <p className={classes.recalled}>
                Recalled to the {item.nextRoundName}: {item.numbers.join(', ')}
              </p>
            ) : (
              <PlacingsList label={`${title} places, last to 1st`} places={item.places} />
            )}
          </article>
        );
      })}
    </Paper>
  );
}
