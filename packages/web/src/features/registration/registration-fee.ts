import { feeFor, type FeeSchedule, type RegistrationPhase } from '@floorcraft/domain';

/** What the new dancers of one registration owe, as the form shows it while they pick. */
export interface FeeQuote {
  /** Cents, all dancers on this form together. */
  total: number;
  /** Cents for one entry of one dancer, for the events list ("+$15.00 each"). */
  perEntry: number;
}

/**
 * The fee of a registration at `phase` (issue 13 item 7): each new dancer's
 * own fee once, and each entry for each new dancer, at their price list
 * (student or not). The domain's `feeFor` decides each price, as it does
 * when the registration is charged, so the sum shown is the sum charged.
 */
export function quoteFee(
  fees: FeeSchedule | undefined,
  phase: RegistrationPhase,
  students: readonly boolean[],
  entries: number,
): FeeQuote {
  const total = students.reduce(
    (sum, student) =>
      sum +
      feeFor(fees, 'dancer', phase, student) +
      entries * feeFor(fees, 'entry', phase, student),
    0,
  );
  const perEntry = students.reduce(
    (sum, student) => sum + feeFor(fees, 'entry', phase, student),
    0,
  );
  return { total, perEntry };
}
