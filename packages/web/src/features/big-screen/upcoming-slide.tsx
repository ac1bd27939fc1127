import type { UpcomingContent, UpcomingRound } from '@floorcraft/domain';
import { expectedTimeParts } from '../../components/expected-time-text';
import { Heading, type HeadingLevel } from './heading';
import classes from './big-screen.module.css';

/** The time a hall needs: the expected one large, the plan small beneath when they differ. */
function StartTime({ round, withDay }: { round: UpcomingRound; withDay: boolean }) {
  const parts = expectedTimeParts(
    {
      roundId: `${round.eventName}-R${round.roundNumber}`,
      planned: round.planned,
      ...(round.expected === undefined ? {} : { estimated: round.expected }),
    },
    withDay,
  );
  if (parts.expected) {
    return (
      <span className={classes.time}>
        {parts.expected}
        <span className={classes.planned}>planned {parts.planned}</span>
      </span>
    );
  }
  return <span className={classes.time}>{parts.planned}</span>;
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
