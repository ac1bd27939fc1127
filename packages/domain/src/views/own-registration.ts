import type { Competitor } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { FeeSchedule } from '../registration/fee-schedule';
import { entryOf } from '../registration/places';
import type {
  Charge,
  DanceRole,
  Payment,
  RegistrationAccount,
  Seeking,
} from '../registration/registration-state';

/** One of the dancer's entries as their page lists it. */
export interface OwnEntry {
  eventName: string;
  entryId: string;
  role: DanceRole;
  partnerId: string;
  partnerName: string;
  leadNumber: number;
}

/**
 * A dancer's own registration, for /updateEntries (ADR 019): private to
 * that dancer (the server sends it only to the registrant it proved, or to
 * the registrar). Their details, entries, TBA places, charges and payments
 * with what is still due. Never their code: they have it, and a view must
 * not carry it.
 */
export interface OwnRegistration {
  dancer: Competitor;
  /** Undefined for a dancer staff entered, who has no online registration. */
  account?: Omit<RegistrationAccount, 'charges'>;
  entries: OwnEntry[];
  seeking: Seeking[];
  charges: Charge[];
  payments: Payment[];
  fees?: FeeSchedule;
  /** Cents: charges less payments (negative when overpaid). */
  due: number;
}

/** The dancer's own registration page, or undefined for an unknown dancer. */
export function ownRegistration(
  state: CompetitionState,
  competitorId: string,
): OwnRegistration | undefined {
  const dancer = state.competitors[competitorId];
  if (!dancer) {
    return undefined;
  }
  const entries: OwnEntry[] = [];
  for (const eventName of Object.keys(state.events)) {
    const entry = entryOf(state, competitorId, eventName);
    if (entry) {
      const role: DanceRole = entry.leadId === competitorId ? 'lead' : 'follow';
      entries.push({
        eventName,
        entryId: entry.entryId,
        role,
        partnerId: role === 'lead' ? entry.followId : entry.leadId,
        partnerName: role === 'lead' ? entry.followName : entry.leadName,
        leadNumber: entry.leadNumber,
      });
    }
  }
  const { charges = [], ...account } = state.registration.accounts?.[competitorId] ?? {};
  const payments = Object.values(state.registration.payments ?? {}).filter(
    (payment) => payment.competitorId === competitorId,
  );
  const sum = (items: readonly { amount: number }[]) =>
    items.reduce((total, item) => total + item.amount, 0);
  const hasAccount = competitorId in (state.registration.accounts ?? {});
  const { fees } = state.registration;
  return {
    dancer,
    ...(hasAccount && { account: account as Omit<RegistrationAccount, 'charges'> }),
    entries,
    seeking: Object.values(state.registration.seeking).filter(
      (record) => record.competitorId === competitorId,
    ),
    charges,
    payments,
    ...(fees && { fees }),
    due: sum(charges) - sum(payments),
  };
}
