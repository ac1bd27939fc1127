import { VisuallyHidden } from '@mantine/core';
import type { LiveRound } from './live-board';
import { RoundLabel, type DisplayFlags } from './round-card';
import classes from './live.module.css';

interface NextRoundsProps {
  rounds: LiveRound[];
  flags: DisplayFlags;
  /** highlightOtherRoundsInEvent: mark later rounds of the events on the floor. */
  highlight: boolean;
}

/** The live schedule: the next rounds with their planned times (hidden by hideLiveSchedule). */
export function NextRounds({ rounds, flags, highlight }: NextRoundsProps) {
  return (
    <section className={classes.section} aria-labelledby="live-next">
      <h2 id="live-next" className={classes.sectionTitle}>
        Next
      </h2>
      {rounds.length === 0 ? (
        <p>Nothing else is scheduled.</p>
      ) : (
        <ol className={classes.schedule}>
          {rounds.map((round) => {
            const marked = highlight && round.sameEventOnFloor;
            return (
              <li
                key={round.roundId}
                className={`${classes.scheduleRow} ${marked ? classes.sameEvent : ''}`}
              >
                <span className={classes.time}>{round.time || '—'}</span>
                <span>
                  <RoundLabel round={round} flags={flags} />
                  {marked && <VisuallyHidden> (this event is on the floor now)</VisuallyHidden>}
                </span>
                <span className={classes.meta}>
                  {round.couples > 0 &&
                    `${round.couples} ${round.couples === 1 ? 'couple' : 'couples'}`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
