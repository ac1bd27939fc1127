import type { Command } from '@floorcraft/domain';
import { Alert, Button, Paper } from '@mantine/core';
import type { ComingRound } from './coming-up';
import classes from './mc.module.css';

interface ComingUpListProps {
  rounds: ComingRound[];
  /** The member may call heats (starting a round with its first heat). */
  mayCall: boolean;
  /** The member may start a round (an Awards or Lunch item, which has no heats). */
  mayStart: boolean;
  run: (command: Command) => void;
  pending: boolean;
  refusal: string | undefined;
}

/**
 * How a round is started from here: a round of couples with its first heat
 * of its first dance (the call starts it: spec §4 roundActualStartTime); an
 * item, which has no heats, by starting it.
 */
function startCommand(round: ComingRound): Command {
  const { eventName, roundNumber } = round;
  return round.item
    ? { type: 'startRound', eventName, roundNumber }
    : {
        type: 'callHeat',
        eventName,
        roundNumber,
        heat: 1,
        ...(round.firstDance === undefined ? {} : { dance: round.firstDance }),
      };
}

/** "Next": the rounds still to come in schedule order, planned and expected times, Start. */
export function ComingUpList({
  rounds,
  mayCall,
  mayStart,
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
            const may = round.item ? mayStart : mayCall;
            return (
              <li key={round.roundId} className={classes.row}>
                <span className={classes.rowText}>
                  <strong>{round.label}</strong>
                  <br />
                  <span className={classes.time}>
                    {round.planned === '' ? 'not planned' : `planned ${round.planned}`}
                    {round.expected !== undefined && `, now about ${round.expected}`}
                  </span>
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
                {may && (
                  <Button
                    size="lg"
                    variant="default"
                    className={classes.wrapButton}
                    disabled={pending || (!round.item && round.couples === 0)}
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
