import type { CompetitionState } from '../competition/state';
import { dancerBalance } from '../registration/balance';
import type { Payment, RegistrationAccount } from '../registration/state';
import type { MessageAudience, MessageRecipient } from './state';

/** Whom a message reaches, and the dancers the audience chose who have no email to mail. */
export interface MessageAudienceResult {
  /** One per address (case-insensitively), in the order of the first dancer's name. */
  recipients: MessageRecipient[];
  /** Names of chosen dancers with no email on record (entered at the desk or imported). */
  withoutEmail: string[];
}

/**
 * The recipients of a message to `audience` (issue 25 item 8), from the
 * registrar's view of the competition (emails are in it only). Withdrawn
 * dancers are left out, except from "those who still owe": they owe what
 * they were charged (ADR 019). Two dancers sharing an address (a parent's)
 * get one mail naming both. Pure: the preview and the command use it alike.
 */
export function messageAudience(
  state: Pick<CompetitionState, 'competitors' | 'events' | 'registration'>,
  audience: MessageAudience,
): MessageAudienceResult {
  const chosen = chosenDancers(state, audience);
  const accounts = state.registration.accounts ?? {};
  const byAddress = new Map<string, MessageRecipient>();
  const withoutEmail: string[] = [];
  const named = [...chosen]
    .map((id) => ({ id, name: state.competitors[id]?.name ?? '' }))
    .filter(({ name }) => name !== '')
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  for (const { id, name } of named) {
    const email = accounts[id]?.email.trim() ?? '';
    if (email === '') {
      withoutEmail.push(name);
      continue;
    }
    const key = email.toLowerCase();
    const recipient = byAddress.get(key);
    if (recipient) {
      recipient.competitorIds.push(id);
      recipient.names.push(name);
    } else {
      byAddress.set(key, { email, competitorIds: [id], names: [name] });
    }
  }
  return { recipients: [...byAddress.values()], withoutEmail };
}

/** The competitor ids an audience names, before emails are looked at. */
function chosenDancers(
  state: Pick<CompetitionState, 'competitors' | 'events' | 'registration'>,
  audience: MessageAudience,
): Set<string> {
  const accounts = state.registration.accounts ?? {};
  const active = (id: string) => accounts[id]?.withdrawnAt === undefined;
  const registered = Object.keys(state.competitors).filter(active);
  switch (audience.kind) {
    case 'everyone':
      return new Set(registered);
    case 'school':
      return new Set(
        registered.filter((id) => state.competitors[id]?.affiliation === audience.school),
      );
    case 'events': {
      const ids = new Set<string>();
      for (const eventName of audience.eventNames) {
        for (const entry of Object.values(state.events[eventName]?.entries ?? {})) {
          ids.add(entry.leadId).add(entry.followId);
        }
      }
      return new Set([...ids].filter((id) => id in state.competitors && active(id)));
    }
    case 'owing': {
      const paid = paymentsByDancer(Object.values(state.registration.payments ?? {}));
      return new Set(
        Object.entries(accounts)
          .filter(([id, account]) => owes(account, paid.get(id) ?? []))
          .map(([id]) => id),
      );
    }
    case 'noWaiver':
      return new Set(registered.filter((id) => !accounts[id]?.waiverAcceptedAt));
  }
}

function owes(account: RegistrationAccount, payments: readonly Payment[]): boolean {
  return dancerBalance(account, payments).outstanding > 0;
}

function paymentsByDancer(payments: readonly Payment[]): Map<string, Payment[]> {
  const byDancer = new Map<string, Payment[]>();
  for (const payment of payments) {
    byDancer.set(payment.competitorId, [...(byDancer.get(payment.competitorId) ?? []), payment]);
  }
  return byDancer;
}
