import { ActionIcon, Menu, Text } from '@mantine/core';
import { memo } from 'react';
import type { DeckCouple } from './deck-rounds';
import type { CheckInRound } from './use-check-ins';
import classes from './deck-captain.module.css';

interface CoupleButtonProps {
  round: CheckInRound;
  couple: DeckCouple;
  /** Checked in as shown: the tap's answer until the live view moves on. */
  checkedIn: boolean;
  onToggle: (round: CheckInRound, couple: DeckCouple, shown: boolean) => void;
  /** Scratching is offered only to those who may; absent otherwise. */
  onScratch: ((couple: DeckCouple) => void) | undefined;
  refusal: string | undefined;
}

/**
 * One couple: a whole-width toggle that checks them in (number, names,
 * school, and in words whether they are here), and a menu with Scratch.
 * Memoised: a tap re-renders this couple only, not the heat of 200.
 */
export const CoupleButton = memo(function CoupleButton({
  round,
  couple,
  checkedIn,
  onToggle,
  onScratch,
  refusal,
}: CoupleButtonProps) {
  const status = checkedIn ? 'Checked in' : 'Not checked in';
  return (
    <li>
      <div className={classes.coupleRow}>
        <button
          type="button"
          className={classes.couple}
          aria-pressed={checkedIn}
          aria-label={`${couple.number} ${couple.names}, ${couple.school} — ${status.toLowerCase()}`}
          onClick={() => onToggle(round, couple, checkedIn)}
        >
          <span className={classes.number}>{couple.number}</span>
          <span className={classes.who}>
            <span className={classes.names}>{couple.names}</span>
            <span className={classes.school}>{couple.school}</span>
            <span className={classes.status}>
              {checkedIn ? '✓ ' : '✗ '}
              {status}
            </span>
          </span>
        </button>
        {onScratch && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size={64}
                h="auto"
                mih={64}
                aria-label={`More for ${couple.number}`}
              >
                <span aria-hidden="true">⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onScratch(couple)}>Scratch {couple.number}…</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </div>
      {refusal && (
        <Text c="red.8" size="sm" role="alert">
          {refusal}
        </Text>
      )}
    </li>
  );
});
