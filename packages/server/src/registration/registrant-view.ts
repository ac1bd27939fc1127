import type { CompetitionState, Competitor, Entry, RegistrationAccount } from '@floorcraft/domain';

/** One of the dancer's entries, with the event it is in. */
export interface RegistrantEntry extends Entry {
  eventName: string;
}

/**
 * What a dancer proven by their email and code sees of their own
 * registration on /updateEntries: their details, what the registrar keeps
 * about them (their own email, the waiver's time, charges), their entries,
 * TBA places and payments. Never the code, and nothing of anyone else
 * beyond what the public view already shows (partners' names in entries).
 */
export interface RegistrantView {
  competitorId: string;
  competitor: Competitor | undefined;
  account: RegistrationAccount | undefined;
  entries: RegistrantEntry[];
  seeking: {
    id: string;
    role: 'lead' | 'follow';
    eventName: string;
    placeholderEntryId: string;
    since: string;
  }[];
  payments: { id: string; amount: number; method: string; note: string; at: string }[];
  /** Cents still to pay: charges less payments. */
  balance: number;
}

/** The dancer's own registration, as the /updateEntries page shows it. */
export function registrantView(state: CompetitionState, competitorId: string): RegistrantView {
  const account = state.registration.accounts?.[competitorId];
  const entries = Object.entries(state.events).flatMap(([eventName, event]) =>
    Object.values(event.entries)
      .filter((entry) => entry.leadId === competitorId || entry.followId === competitorId)
      .map((entry) => ({ ...entry, eventName })),
  );
  const seeking = Object.values(state.registration.seeking)
    .filter((record) => record.competitorId === competitorId)
    .map(({ id, role, eventName, placeholderEntryId, since }) => ({
      id,
      role,
      eventName,
      placeholderEntryId,
      since,
    }));
  // Who recorded a payment (`by`) is the registrar's business, not the dancer's.
  const payments = Object.values(state.registration.payments ?? {})
    .filter((payment) => payment.competitorId === competitorId)
    .map(({ id, amount, method, note, at }) => ({ id, amount, method, note, at }));
  const charged = (account?.charges ?? []).reduce((sum, charge) => sum + charge.amount, 0);
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    competitorId,
    competitor: state.competitors[competitorId],
    account,
    entries,
    seeking,
    payments,
    balance: charged - paid,
  };
}
