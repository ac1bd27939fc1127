import {
  dancerBalance,
  type Competitor,
  type DancerBalance,
  type Payment,
  type RegistrarView,
  type RegistrationAccount,
  type RegistrationPhase,
} from '@floorcraft/domain';

/** One self-registered dancer as the registrar's list shows them. */
export interface RegistrationRow extends DancerBalance {
  competitorId: string;
  name: string;
  affiliation: string;
  email: string;
  student: boolean;
  phase: RegistrationPhase;
  registeredAt: string;
  waiverAcceptedAt: string;
  withdrawnAt: string | undefined;
  /** Payments for this dancer, oldest first. */
  payments: Payment[];
  /** On the TBA list for at least one event: still looking for a partner. */
  seeking: boolean;
  /** Name, school and email in lower case, for the search box. */
  text: string;
}

/** Payments by the dancer they were recorded for, each list oldest first. */
function paymentsByDancer(payments: Record<string, Payment>): Map<string, Payment[]> {
  const byDancer = new Map<string, Payment[]>();
  for (const payment of Object.values(payments)) {
    const list = byDancer.get(payment.competitorId) ?? [];
    list.push(payment);
    byDancer.set(payment.competitorId, list);
  }
  for (const list of byDancer.values()) {
    list.sort((a, b) => a.at.localeCompare(b.at));
  }
  return byDancer;
}

function rowOf(
  competitorId: string,
  account: RegistrationAccount,
  competitor: Competitor | undefined,
  payments: Payment[],
  seeking: boolean,
): RegistrationRow {
  const name = competitor?.name ?? '(removed dancer)';
  const affiliation = competitor?.affiliation ?? '';
  return {
    competitorId,
    name,
    affiliation,
    email: account.email,
    student: account.student,
    phase: account.phase,
    registeredAt: account.registeredAt,
    waiverAcceptedAt: account.waiverAcceptedAt,
    withdrawnAt: account.withdrawnAt,
    payments,
    seeking,
    ...dancerBalance(account, payments),
    text: [name, affiliation, account.email].join('\n').toLowerCase(),
  };
}

/**
 * Every dancer who registered themselves (or was keyed in through the
 * registration form), newest registration first: what the registrar works
 * through at the desk. Empty for a view without registration accounts (the
 * staff view).
 */
export function registrationRows(
  view: Pick<RegistrarView, 'competitors' | 'registration'>,
): RegistrationRow[] {
  const payments = paymentsByDancer(view.registration.payments ?? {});
  const seeking = new Set(
    Object.values(view.registration.seeking).map((record) => record.competitorId),
  );
  return Object.entries(view.registration.accounts ?? {})
    .map(([competitorId, account]) =>
      rowOf(
        competitorId,
        account,
        view.competitors[competitorId],
        payments.get(competitorId) ?? [],
        seeking.has(competitorId),
      ),
    )
    .sort((a, b) => b.registeredAt.localeCompare(a.registeredAt) || a.name.localeCompare(b.name));
}

/** Whether a registration matches the search box: every word in the name, school or email. */
export function matchesRegistration(row: RegistrationRow, query: string): boolean {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => row.text.includes(word));
}
