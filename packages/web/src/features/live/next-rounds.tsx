import { VisuallyHidden } from '@mantine/core';
import type { ScheduleEstimate } from '@floorcraft/domain';
import { ExpectedTime } from '../../widgets/expected-time/expected-time';
import { scheduleSentence } from '../../widgets/expected-time/expected-time-text';
import type { LiveRound } from './live-board';
import { RoundLabel, type DisplayFlags } from './round-card';
import classes from './live.module.css';

interface NextRoundsProps {
  rounds: LiveRound[];
  flags: DisplayFlags;
  /** highlightOtherRoundsInEvent: mark later rounds of the events on the floor. */
  highlight: boolean;
  /** The domain's estimate: each round's planned and expected start. */
  estimate: ScheduleEstimate | undefined;
  /** Times name their day. */
  withDay: boolean;
}

/**
 * The live schedule (hidden by hideLiveSchedule): the next rounds with their
 * planned times and, once the day is under way and the floor runs late or
 * ahead, the time each is now expected.
 */
export function NextRounds({ rounds, flags, highlight, estimate, withDay }: NextRoundsProps) {
  return (
    <section className={classes.section} aria-labelledby="live-next">
      <h2 id="live-next" className={classes.sectionTitle}>
        Next
      </h2>
      {estimate?.delayMinutes !== undefined && rounds.length > 0 && (
        <p className={classes.meta}>{scheduleSentence(estimate)}</p>
      )}
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
                <ExpectedTime
                  className={classes.time}
                  timing={estimate?.rounds[round.roundId]}
                  withDay={withDay}
                  fallback={round.time || '—'}
                />
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
