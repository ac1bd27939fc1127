import type { RegistrationPhase } from '../competition/enumerations';
import type { FeeSchedule, PhasePrices, PriceList } from './fee-schedule';
import type { ChargeKind } from './state';

/** The price list a dancer pays from: the student prices when they are a student and there are some. */
export function priceListFor(fees: FeeSchedule, student: boolean): PriceList {
  return student && fees.student ? fees.student : fees;
}

/** The price of a phase; a Pending registration (no deadlines set) pays the Normal price. */
export function phasePrice(prices: PhasePrices, phase: RegistrationPhase): number {
  return prices[phase === 'Pending' ? 'Normal' : phase];
}

/**
 * What one dancer owes for one thing at `phase` (issue 13 item 7): their own
 * fee once, or one entry; nothing when the organizer set no fee schedule.
 */
export function feeFor(
  fees: FeeSchedule | undefined,
  kind: Extract<ChargeKind, 'dancer' | 'entry'>,
  phase: RegistrationPhase,
  student: boolean,
): number {
  if (!fees) {
    return 0;
  }
  const list = priceListFor(fees, student);
  return phasePrice(kind === 'dancer' ? list.perDancer : list.perEntry, phase);
}
