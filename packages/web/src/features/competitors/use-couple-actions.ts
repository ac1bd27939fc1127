import type { Command } from '@floorcraft/domain';
import { useState } from 'react';
import { useCommand } from '../../lib/api/use-command';
import { coupleLabel } from './couple-labels';
import type { CoupleEntry, CoupleRow } from './couple-rows';
import { checkInKey, type EntryActions } from './entry-line';
import { useAllowed } from '../../lib/session/use-allowed';

/**
 * The actions on couples' entries the member's roles allow, each sent as a
 * command; a refusal is kept per couple so it shows on that couple's card.
 * Check-ins show at once and stay "pending" until the server answers.
 */
export function useCoupleActions() {
  const allowed = useAllowed();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const { run, refusals } = useCommand();

  /** Sends a change to one couple's entries; its refusal shows on that couple's card. */
  const send = (couple: CoupleRow, command: Command) => run(command, { where: couple.key });

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
        }).finally(() =>
          setPending((current) => {
            const next = new Map(current);
            next.delete(key);
            return next;
          }),
        );
      },
    }),
    ...(allowed('removeEntry') && {
      remove: (entry) => {
        const question = `Remove ${name(couple, entry)} from ${entry.eventName}? Their entry in the event and its rounds is deleted.`;
        if (window.confirm(question)) {
          void send(couple, {
            type: 'removeEntry',
            eventName: entry.eventName,
            entryId: entry.entryId,
          });
        }
      },
    }),
    ...(allowed('scratchCompetitor') && {
      scratch: (entry) => {
        const question = `Scratch ${name(couple, entry)} from ${entry.eventName}? They leave every round not yet posted, and their number leaves the Final's marks.`;
        if (window.confirm(question)) {
          void send(couple, {
            type: 'scratchCompetitor',
            eventName: entry.eventName,
            entryId: entry.entryId,
          });
        }
      },
    }),
  });

  /** Entering the couple in one more event, when the member's roles allow it. */
  const enterFor = (couple: CoupleRow) =>
    allowed('addEntry')
      ? (eventName: string) =>
          void send(couple, {
            type: 'addEntry',
            eventName,
            leadId: couple.leadId,
            followId: couple.followId,
          })
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
