import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import type { RecordPaymentCommand, SetFeeScheduleCommand } from './commands';

/** The registrar records money received for a dancer (cash, cheque or transfer, with a note). */
export function recordPayment(
  state: CompetitionState,
  command: RecordPaymentCommand,
  context: DecideContext,
): Decision {
  if (!(command.competitorId in state.competitors)) {
    return refuse(`competitorId: no registered dancer with id "${command.competitorId}"`);
  }
  return accept({
    type: 'PaymentRecorded',
    payment: {
      id: context.newKey(),
      competitorId: command.competitorId,
      amount: command.amount,
      method: command.method,
      note: command.note,
      at: context.now(),
      by: context.actor ?? 'system',
    },
  });
}

/**
 * The organizer's fee schedule, replaced whole (student prices null: none). What registrations already
 * owe does not change: each charge keeps the price of its own moment.
 */
export function setFeeSchedule(command: SetFeeScheduleCommand): Decision {
  const { student, ...prices } = command.fees;
  return accept({ type: 'FeeScheduleSet', fees: student ? { ...prices, student } : prices });
}
