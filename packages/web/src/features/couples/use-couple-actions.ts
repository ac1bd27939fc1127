import type { Command } from '@floorcraft/domain';
import { useState } from 'react';
import { useCommand, type RunOptions } from '../../lib/api/use-command';
import { overCapConfirmation } from '../../lib/confirm/over-cap-question';
import { confirmThen } from '../../lib/confirm/confirm-store';
import { coupleLabel } from './couple-labels';
import type { CoupleEntry, CoupleRow } from './couple-rows';
import { checkInKey, type EntryActions } from './entry-line';
import { useAllowed } from '../../lib/session/use-allowed';

/**
 * The actions on couples' entries the member's roles allow, each sent as a
 * command; a refusal is kept per couple so it shows on that couple's card.
 * Check-ins show at once and stay "pending" until the server answers; an
 * accepted one is shown until the live view brings it, which follows the
 * reply by a moment (ADR 011), so the box does not flick back meanwhile.
 * `rows` are the live rows: a new value means the live view changed.
 */
export function useCoupleActions(rows: readonly CoupleRow[]) {
  const allowed = useAllowed();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [arriving, setArriving] = useState<ReadonlySet<string>>(new Set());
  const [rowsSeen, setRowsSeen] = useState(rows);
  const { run, refusals } = useCommand();

  // The live view changed since the accepted check-ins were answered: it now shows them.
  if (rowsSeen !== rows) {
    setRowsSeen(rows);
    if (arriving.size > 0) {
      setPending((current) => withoutKeys(current, arriving));
      setArriving(new Set());
    }
  }

  /** Sends a change to one couple's entries; its refusal shows on that couple's card. */
  const send = (couple: CoupleRow, command: Command, options: RunOptions = {}) =>
    run(command, { where: couple.key, ...options });

  const name = (couple: CoupleRow, entry: CoupleEntry) =>
    coupleLabel(entry.leadNumber, couple.leadName, couple.followName);

  const actionsFor = (couple: CoupleRow): EntryActions => ({
    ...(allowed('checkIn') && {
      checkIn: (entry, round, checkedIn) => {
        const key = checkInKey(entry.eventName, round.roundNumber, entry.entryId);
        setPending((current) => new Map(current).set(key, checkedIn));
        void send(couple, {
          type: 'checkIn',
          eventName: entry.eventName,
          roundNumber: round.roundNumber,
          entryId: entry.entryId,
          checkedIn,
        }).then((accepted) =>
          accepted
            ? setArriving((current) => new Set(current).add(key))
            : setPending((current) => withoutKeys(current, new Set([key]))),
        );
      },
    }),
    ...(allowed('removeEntry') && {
      remove: (entry) =>
        confirmThen(
          {
            title: `Remove ${name(couple, entry)} from ${entry.eventName}?`,
            message: 'Their entry in the event and its rounds is deleted.',
            confirmLabel: 'Remove entry',
          },
          () =>
            send(couple, {
              type: 'removeEntry',
              eventName: entry.eventName,
              entryId: entry.entryId,
            }),
        ),
    }),
    ...(allowed('scratchCompetitor') && {
      scratch: (entry) =>
        confirmThen(
          {
            title: `Scratch ${name(couple, entry)} from ${entry.eventName}?`,
            message:
              'They leave every round not yet posted, and their number leaves the Final’s marks.',
            confirmLabel: 'Scratch',
          },
          () =>
            send(couple, {
              type: 'scratchCompetitor',
              eventName: entry.eventName,
              entryId: entry.entryId,
            }),
        ),
    }),
  });

  /** Entering the couple in one more event, when the member's roles allow it. */
  const enterFor = (couple: CoupleRow) =>
    allowed('addEntry')
      ? (eventName: string) => {
          const entry = {
            type: 'addEntry' as const,
            eventName,
            leadId: couple.leadId,
            followId: couple.followId,
          };
          // A full event: the desk is asked, then the couple goes in over the cap (ADR 028).
          void send(couple, entry, { confirm: overCapConfirmation({ ...entry, overCap: true }) });
        }
      : undefined;

  return {
    actionsFor,
    enterFor,
    pending,
    problemOf: (couple: CoupleRow) => refusals.get(couple.key),
    mayRenumber: allowed('updateLeadNumbers'),
    mayEdit: allowed('saveCompetitor'),
  };
}

function withoutKeys<V>(map: ReadonlyMap<string, V>, keys: ReadonlySet<string>) {
  return new Map([...map].filter(([key]) => !keys.has(key)));
}
