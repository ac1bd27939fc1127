import type { Command } from '@floorcraft/domain';
import { Alert, Button, Paper } from '@mantine/core';
import type { FloorNow, HeatCall } from './floor-now';
import { HeatGrid } from './heat-grid';
import { NumberList } from './number-list';
import classes from './mc.module.css';

interface NowOnFloorProps {
  floor: FloorNow | undefined;
  /** Whether the member may call heats (the domain's policy); the server decides again. */
  mayCall: boolean;
  run: (command: Command) => void;
  pending: boolean;
  refusal: string | undefined;
}

const callText = (call: HeatCall) =>
  `heat ${call.heat}${call.dance === undefined ? '' : `, ${call.dance}`}`;

/** The round on the floor: the heat called, its numbers, and the next call to make. */
export function NowOnFloor({ floor, mayCall, run, pending, refusal }: NowOnFloorProps) {
  const call = (heat: HeatCall) =>
    floor &&
    run({ type: 'callHeat', eventName: floor.eventName, roundNumber: floor.roundNumber, ...heat });
  return (
    <Paper
      component="section"
      aria-labelledby="mc-floor"
      withBorder
      p="md"
      className={classes.section}
    >
      <h2 id="mc-floor" className={classes.sectionTitle}>
        Now on the floor
      </h2>
      {!floor ? (
        <p className={classes.quiet}>Nothing is on the floor. Start the next round below.</p>
      ) : (
        <>
          <p className={classes.lead}>{floor.label}</p>
          {!floor.item &&
            (floor.called ? (
              <>
                <p className={classes.call}>
                  {floor.called.dance && `${floor.called.dance} · `}Heat {floor.called.heat} of{' '}
                  {floor.heats.length}
                </p>
                <NumberList
                  label={`Couples in heat ${floor.called.heat}`}
                  numbers={floor.heats[floor.called.heat - 1] ?? []}
                />
              </>
            ) : (
              <p className={classes.quiet}>Started: no heat called yet.</p>
            ))}
          {floor.ready.length > 0 && (
            <p className={classes.quiet}>
              Lined up by the deck captain: heat {floor.ready.join(', ')}
            </p>
          )}
          {floor.next ? (
            <div className={classes.section}>
              {mayCall && (
                <Button
                  size="xl"
                  className={classes.wrapButton}
                  disabled={pending}
                  onClick={() => call(floor.next!)}
                >
                  Next: call {callText(floor.next)}
                </Button>
              )}
              {floor.called?.heat !== floor.next.heat && (
                <>
                  <p className={classes.quiet}>Heat {floor.next.heat} next:</p>
                  <NumberList
                    label={`Couples in heat ${floor.next.heat}`}
                    numbers={floor.heats[floor.next.heat - 1] ?? []}
                  />
                </>
              )}
            </div>
          ) : (
            !floor.item && (
              <p className={classes.quiet}>
                The last heat of the last dance: the round ends when it is danced.
              </p>
            )
          )}
          {mayCall && floor.isBreak && (
            <Button
              size="xl"
              className={classes.wrapButton}
              disabled={pending}
              onClick={() => run({ type: 'endBreak', eventName: floor.eventName })}
            >
              End break: {floor.label}
            </Button>
          )}
          {mayCall && !floor.item && <HeatGrid floor={floor} disabled={pending} onCall={call} />}
        </>
      )}
      {refusal && (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      )}
    </Paper>
  );
}
