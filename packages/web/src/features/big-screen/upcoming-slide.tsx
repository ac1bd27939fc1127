import type { UpcomingContent, UpcomingRound } from '@floorcraft/domain';
import { expectedTimeParts } from '../../widgets/expected-time/expected-time-text';
import { plannedTimeLabel } from '../../lib/planned-time';
import { Heading, type HeadingLevel } from './heading';
import classes from './big-screen.module.css';

/** "Sat 10 Apr": the day of a venue-local time, for a competition of several days. */
const dayOf = (localDateTime: string) =>
  plannedTimeLabel(localDateTime, true).replace(/ \d\d:\d\d$/, '');

/**
 * The time a hall needs: the expected one large (time only, so it never
 * wraps), and beneath it, small, the plan when they differ and the day when
 * the competition spans days.
 */
function StartTime({ round, withDay }: { round: UpcomingRound; withDay: boolean }) {
  const parts = expectedTimeParts(
    {
      roundId: `${round.eventName}-R${round.roundNumber}`,
      planned: round.planned,
      ...(round.expected === undefined ? {} : { estimated: round.expected }),
    },
    false,
  );
  const note = [
    parts.expected && `planned ${parts.planned}`,
    withDay && round.planned !== '' && dayOf(round.expected ?? round.planned),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <span className={classes.time}>
      {parts.expected ?? parts.planned}
      {note && <span className={classes.planned}>{note}</span>}
    </span>
  );
}

/** The next rounds with their times; a schedule item (lunch, awards) by its own name. */
export function UpcomingSlide({
  content,
  level,
  withDay,
}: {
  content: UpcomingContent;
  level: HeadingLevel;
  withDay: boolean;
}) {
  return (
    <>
      <Heading level={level} className={classes.title}>
        Coming up
      </Heading>
      <ol className={classes.rows} aria-label="Next rounds">
        {content.rounds.map((round) => (
          <li key={`${round.eventName}-${round.roundNumber}`} className={classes.row}>
            <StartTime round={round} withDay={withDay} />
            <span className={classes.rowTitle}>
              {round.item ? round.eventName : `${round.eventName} ${round.roundName}`}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
