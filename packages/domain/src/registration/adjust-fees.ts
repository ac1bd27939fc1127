import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { registrationStanding } from './registration-standing';
import { totalOf } from './balance';
import type { AdjustFeesCommand } from './commands';

/**
 * The registrar's discount or fee waiver for one dancer (issue 25 item 11): a
 * negative charge of its own, with the reason and who gave it, so the balance,
 * the invoice and the dancer's page count it like any line and the record
 * keeps what was charged. A discount may take off at most what is due after
 * earlier reductions; a waiver takes off all of it.
 */
export function adjustFees(
  state: CompetitionState,
  command: AdjustFeesCommand,
  context: DecideContext,
): Decision {
  const dancer = state.competitors[command.competitorId];
  const account = state.registration.accounts?.[command.competitorId];
  if (!dancer || !account) {
    return refuse(
      `competitorId: no dancer with id "${command.competitorId}" registered online (only their fees can be reduced)`,
    );
  }
  const due = totalOf(account.charges);
  if (due <= 0) {
    return refuse(`competitorId: ${dancer.name} owes no fees to reduce`);
  }
  const amount = command.kind === 'waiver' ? due : (command.amount ?? 0);
  if (amount > due) {
    const figure = (due / 100).toFixed(2);
    return refuse(
      `amount: at most ${figure} can be taken off (what ${dancer.name}'s fees come to)`,
    );
  }
  const now = context.now();
  return accept({
    type: 'ChargesAdded',
    charges: [
      {
        competitorId: dancer.id,
        charge: {
          id: context.newKey(),
          at: now,
          phase: registrationStanding(now, state.metadata).phase,
          kind: command.kind,
          amount: -amount,
          reason: command.reason,
          by: context.actor ?? 'system',
        },
      },
    ],
  });
}
