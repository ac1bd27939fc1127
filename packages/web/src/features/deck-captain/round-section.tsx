import type { RoundTiming } from '@floorcraft/domain';
import { Text } from '@mantine/core';
import { useCallback, useId } from 'react';
import { ExpectedTime } from '../../widgets/expected-time/expected-time';
import type { DeckCouple, DeckRound } from './deck-rounds';
import { HeatBlock, type HeatActions } from './heat-block';
import classes from './deck-captain.module.css';

interface RoundSectionProps {
  round: DeckRound;
  /** The round's entry in the schedule estimate: planned, and expected when off the plan. */
  timing: RoundTiming | undefined;
  /** Times name their day: the competition spans days. */
  withDay: boolean;
  actions: HeatActions;
}

/** A round to line up: its name, when it is due (or that it is on the floor), and its heats. */
export function RoundSection({ round, timing, withDay, actions }: RoundSectionProps) {
  const headingId = useId();
  const { onScratch } = actions;
  // One function per round, so the couples' memoised buttons keep their props across taps.
  const scratch = useCallback(
    (couple: DeckCouple) => onScratch?.(round, couple),
    [onScratch, round],
  );
  const couples = round.heats.reduce((sum, heat) => sum + heat.couples.length, 0);
  return (
    <section aria-labelledby={headingId} className={classes.round}>
      <h2 id={headingId} className={classes.roundTitle}>
        {round.label}
      </h2>
      <Text fw={round.onFloor ? 700 : 400}>
        {round.onFloor ? (
          'On the floor now'
        ) : (
          <ExpectedTime timing={timing} withDay={withDay} fallback="No planned time" />
        )}
        {round.heats.length > 0 &&
          ` · ${couples} couple${couples === 1 ? '' : 's'}, ${round.heats.length} heat${round.heats.length === 1 ? '' : 's'}`}
      </Text>
      {round.item && <Text c="gray.8">A schedule item: nobody to line up.</Text>}
      {!round.item && round.heats.length === 0 && (
        <Text c="gray.8">No couples yet: they come from the round before.</Text>
      )}
      {round.heats.map((heat) => (
        <HeatBlock
          key={heat.heat}
          round={round}
          heat={heat}
          actions={actions}
          onScratch={onScratch ? scratch : undefined}
        />
      ))}
    </section>
  );
}
