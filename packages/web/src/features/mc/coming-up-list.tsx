import type { Command } from '@floorcraft/domain';
import { Alert, Button, Paper } from '@mantine/core';
import { ExpectedTime } from '../../widgets/expected-time/expected-time';
import type { ComingRound } from './coming-up';
import classes from './mc.module.css';

interface ComingUpListProps {
  rounds: ComingRound[];
  /** Name the day with each time: the competition spans days. */
  withDay: boolean;
  /** The member may call heats (starting a round with its first heat). */
  mayCall: boolean;
  run: (command: Command) => void;
  pending: boolean;
  refusal: string | undefined;
}

/**
 * A round is started from here by calling its first heat of its first dance:
 * the call starts it (spec §4 roundActualStartTime).
 */
function startCommand(round: ComingRound): Command {
  const { eventName, roundNumber, firstDance } = round;
  return {
    type: 'callHeat',
    eventName,
    roundNumber,
    heat: 1,
    ...(firstDance === undefined ? {} : { dance: firstDance }),
  };
}

/**
 * "Next": the rounds still to come in schedule order, planned and expected times, Start (a
 * round by calling its first heat, a break with `startBreak`).
 */
export function ComingUpList({
  rounds,
  withDay,
  mayCall,
  run,
  pending,
  refusal,
}: ComingUpListProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="mc-next"
      withBorder
      p="md"
      className={classes.section}
    >
      <h2 id="mc-next" className={classes.sectionTitle}>
        Next
      </h2>
      {rounds.length === 0 ? (
        <p className={classes.quiet}>Nothing else is scheduled.</p>
      ) : (
        <ol className={classes.list}>
          {rounds.map((round) => {
            return (
              <li key={round.roundId} className={classes.row}>
                <span className={classes.rowText}>
                  <strong>{round.label}</strong>
                  <br />
                  <ExpectedTime
                    className={classes.time}
                    timing={round.timing}
                    withDay={withDay}
                    fallback="not planned"
                  />
                  {!round.item && (
                    <span className={classes.quiet}>
                      {' · '}
                      {round.couples === 0
                        ? 'couples not known yet'
                        : `${round.couples} ${round.couples === 1 ? 'couple' : 'couples'}`}
                      {round.ready.length > 0 && ` · lined up: heat ${round.ready.join(', ')}`}
                    </span>
                  )}
                </span>
                {mayCall && round.isBreak && (
                  <Button
                    size="lg"
                    variant="default"
                    className={classes.wrapButton}
                    disabled={pending}
                    onClick={() => run({ type: 'startBreak', eventName: round.eventName })}
                  >
                    Start break: {round.label}
                  </Button>
                )}
                {mayCall && !round.item && (
                  <Button
                    size="lg"
                    variant="default"
                    className={classes.wrapButton}
                    disabled={pending || round.couples === 0}
                    onClick={() => run(startCommand(round))}
                  >
                    Start {round.label}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </Paper>
  );
}
