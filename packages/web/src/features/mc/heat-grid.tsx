import { Button } from '@mantine/core';
import type { Dance } from '@floorcraft/domain';
import type { FloorNow, HeatCall } from './floor-now';
import classes from './mc.module.css';

interface HeatGridProps {
  floor: FloorNow;
  disabled: boolean;
  onCall: (call: HeatCall) => void;
}

/**
 * Every call of the round, dance by dance, for when the floor goes out of
 * order (a heat danced again, a dance skipped): one tap each.
 */
export function HeatGrid({ floor, disabled, onCall }: HeatGridProps) {
  const dances: (Dance | undefined)[] = floor.dances.length > 0 ? floor.dances : [undefined];
  const isCalled = (heat: number, dance: Dance | undefined) =>
    floor.called?.heat === heat && floor.called.dance === dance;
  return (
    <div role="group" aria-label="Call any heat" className={classes.heatGrid}>
      {dances.map((dance) => (
        <div key={dance ?? ''} className={classes.danceRow}>
          {dance && <span className={classes.danceName}>{dance}</span>}
          {floor.heats.map((_, index) => {
            const heat = index + 1;
            const called = isCalled(heat, dance);
            return (
              <Button
                key={heat}
                size="md"
                variant={called ? 'filled' : 'default'}
                disabled={disabled}
                aria-label={`Call heat ${heat}${dance ? `, ${dance}` : ''}${called ? ' (on the floor)' : ''}`}
                onClick={() => onCall(dance === undefined ? { heat } : { heat, dance })}
              >
                Heat {heat}
              </Button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
