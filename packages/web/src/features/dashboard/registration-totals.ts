import { dancerBalance, type Payment, type RegistrarView } from '@floorcraft/domain';

/** The registrations at a glance: how many, and what is still to be paid. */
export interface RegistrationTotals {
  /** Dancers registered and not withdrawn. */
  registered: number;
  withdrawn: number;
  /** Cents still owed, summed over dancers who owe (overpayments do not offset others' debts). */
  outstanding: number;
  /** Dancers who still owe something. */
  owing: number;
}

/**
 * Sums the registrar's view with the domain's one dancer balance
 * (`dancerBalance`), so the dashboard's figure is the desk's and each
 * dancer's own page's. A withdrawn dancer still owes what they were charged.
 */
export function registrationTotals(
  registration: Pick<RegistrarView['registration'], 'accounts' | 'payments'>,
): RegistrationTotals {
  const paymentsOf = new Map<string, Payment[]>();
  for (const payment of Object.values(registration.payments ?? {})) {
    const list = paymentsOf.get(payment.competitorId) ?? [];
    list.push(payment);
    paymentsOf.set(payment.competitorId, list);
  }
  const totals: RegistrationTotals = { registered: 0, withdrawn: 0, outstanding: 0, owing: 0 };
  for (const [competitorId, account] of Object.entries(registration.accounts ?? {})) {
    if (account.withdrawnAt === undefined) {
      totals.registered += 1;
    } else {
      totals.withdrawn += 1;
    }
    const { outstanding } = dancerBalance(account, paymentsOf.get(competitorId) ?? []);
    if (outstanding > 0) {
      totals.outstanding += outstanding;
      totals.owing += 1;
    }
  }
  return totals;
}
