import { useCallback, useMemo, useState } from 'react';
import { useCommand } from '../../lib/api/use-command';
import type { DeckCouple } from './deck-rounds';

/** A tap on its way: what the live view said when tapped, and what the tap asks for. */
interface Tapped {
  from: boolean;
  to: boolean;
}

/** How long a tap's answer stands in for the live view after the server accepted it. */
const SETTLE_MS = 2000;

/** Where a couple's tap and refusal are kept: one round's one entry. */
export const checkInKey = (roundId: string, entryId: string) => `${roundId}/${entryId}`;

/** The round a check-in is for. */
export interface CheckInRound {
  roundId: string;
  eventName: string;
  roundNumber: number;
}

/**
 * Check-in taps for the deck captain: each tap sends `checkIn` (the domain
 * cascades it to later rounds when the setting is on) and shows its answer
 * at once; the live view stays the truth: once it moves on from what it
 * said at the tap, or the server refuses, the tap's answer is dropped.
 */
export function useCheckIns() {
  const command = useCommand();
  const { run } = command;
  const [tapped, setTapped] = useState<ReadonlyMap<string, Tapped>>(new Map());

  const forget = useCallback((key: string, tap: Tapped) => {
    setTapped((current) => {
      if (current.get(key) !== tap) {
        return current;
      }
      const next = new Map(current);
      next.delete(key);
      return next;
    });
  }, []);

  const toggle = useCallback(
    // `shown` is what the button shows: the toggle stays stable, so buttons re-render only when theirs changes.
    (round: CheckInRound, couple: DeckCouple, shown: boolean) => {
      const key = checkInKey(round.roundId, couple.entryId);
      const tap: Tapped = { from: couple.checkedIn, to: !shown };
      setTapped((current) => new Map(current).set(key, tap));
      void run(
        {
          type: 'checkIn',
          eventName: round.eventName,
          roundNumber: round.roundNumber,
          entryId: couple.entryId,
          checkedIn: tap.to,
        },
        { where: key },
      ).then((accepted) => {
        if (accepted) {
          setTimeout(() => forget(key, tap), SETTLE_MS);
        } else {
          forget(key, tap);
        }
      });
    },
    [run, forget],
  );

  return useMemo(
    () => ({ tapped, toggle, refusals: command.refusals }),
    [tapped, toggle, command.refusals],
  );
}

/** Whether a couple shows as checked in: a tap's answer while the live view has not moved on. */
export function shownCheckIn(
  tapped: ReadonlyMap<string, Tapped>,
  key: string,
  couple: Pick<DeckCouple, 'checkedIn'>,
): boolean {
  const tap = tapped.get(key);
  return tap !== undefined && tap.from === couple.checkedIn ? tap.to : couple.checkedIn;
}
