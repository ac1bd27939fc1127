import { Button, Text } from '@mantine/core';
import { useId } from 'react';
import { CoupleButton } from './couple-button';
import type { DeckCouple, DeckHeat, DeckRound } from './deck-rounds';
import { checkInKey, shownCheckIn, type CheckInRound } from './use-check-ins';
import classes from './deck-captain.module.css';

/** Where a heat's "ready" refusal is kept. */
export const readyWhere = (roundId: string, heat: number) => `ready:${roundId}:${heat}`;

export interface HeatActions {
  tapped: Parameters<typeof shownCheckIn>[0];
  toggle: (round: CheckInRound, couple: DeckCouple, shown: boolean) => void;
  /** Refused check-ins, by `checkInKey`. */
  checkInRefusals: ReadonlyMap<string, string>;
  /** Refused floor actions (heat ready), by where they were sent from. */
  refusals: ReadonlyMap<string, string>;
  /** Each absent when the member may not. */
  onScratch: ((round: DeckRound, couple: DeckCouple) => void) | undefined;
  onReady: ((round: DeckRound, heat: number, ready: boolean) => void) | undefined;
  onAddLate: ((round: DeckRound, heat: number) => void) | undefined;
  pending: boolean;
}

interface HeatBlockProps {
  round: DeckRound;
  heat: DeckHeat;
  actions: HeatActions;
  /** Scratch bound to this round once per round, so the couples' buttons stay memoised. */
  onScratch: ((couple: DeckCouple) => void) | undefined;
}

/** One heat: how many are here, "Heat ready", the couples in number order, and a late couple. */
export function HeatBlock({ round, heat, actions, onScratch }: HeatBlockProps) {
  const headingId = useId();
  const shown = heat.couples.map((couple) =>
    shownCheckIn(actions.tapped, checkInKey(round.roundId, couple.entryId), couple),
  );
  const here = shown.filter(Boolean).length;
  const readyAt = readyWhere(round.roundId, heat.heat);
  return (
    <section
      aria-labelledby={headingId}
      className={`${classes.heat} ${heat.called ? classes.heatCalled : ''}`}
    >
      <div className={classes.heatHead}>
        <h3 id={headingId} className={classes.heatTitle}>
          Heat {heat.heat}
          {heat.called && ' — on the floor'}
        </h3>
        <Text fw={700} c={here === heat.couples.length ? 'green.9' : 'gray.9'}>
          {here} of {heat.couples.length} checked in
        </Text>
      </div>
      {actions.onReady && (
        <Button
          size="lg"
          fullWidth
          variant={heat.ready ? 'filled' : 'default'}
          color={heat.ready ? 'green.9' : undefined}
          aria-pressed={heat.ready}
          disabled={actions.pending}
          onClick={() => actions.onReady?.(round, heat.heat, !heat.ready)}
        >
          <span aria-hidden="true">{heat.ready ? '✓ ' : ''}</span>
          Heat {heat.heat} ready
        </Button>
      )}
      {actions.refusals.get(readyAt) && (
        <Text c="red.8" size="sm" role="alert">
          {actions.refusals.get(readyAt)}
        </Text>
      )}
      <ul className={classes.couples} aria-label={`Couples in heat ${heat.heat}`}>
        {heat.couples.map((couple, index) => {
          return (
            <CoupleButton
              key={couple.entryId}
              round={round}
              couple={couple}
              checkedIn={shown[index]!}
              onToggle={actions.toggle}
              onScratch={onScratch}
              refusal={actions.checkInRefusals.get(checkInKey(round.roundId, couple.entryId))}
            />
          );
        })}
      </ul>
      {actions.onAddLate && (
        <Button variant="default" onClick={() => actions.onAddLate?.(round, heat.heat)}>
          Add late couple to heat {heat.heat}
        </Button>
      )}
    </section>
  );
}
