import type { CompetitionState } from '../competition/state';
import { dancerBalance } from '../registration/balance';
import type { MessageRecipient } from './state';

/** The placeholders a message may use, each replaced per recipient. */
export const messagePlaceholders = ['{name}', '{competition}', '{owed}'] as const;

/** One mail as its recipient reads it. */
export interface RenderedMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * The mail one recipient gets: `{name}` is their dancers' names ("Ann Lee
 * and Bo Lee" for a shared address), `{competition}` the competition's name
 * and `{owed}` what their dancers still owe together ("25.00 USD"; "0.00"
 * when nothing). Pure: the preview shows exactly what the server sends.
 */
export function renderMessage(
  state: Pick<CompetitionState, 'metadata' | 'registration'>,
  message: { subject: string; body: string },
  recipient: MessageRecipient,
): RenderedMessage {
  const values: Record<(typeof messagePlaceholders)[number], string> = {
    '{name}': joinNames(recipient.names),
    '{competition}': state.metadata.fullName,
    '{owed}': owedBy(state, recipient.competitorIds),
  };
  const fill = (text: string) =>
    text.replace(
      /\{(name|competition|owed)\}/g,
      (placeholder) => values[placeholder as keyof typeof values],
    );
  return { to: recipient.email, subject: fill(message.subject), text: fill(message.body) };
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function owedBy(state: Pick<CompetitionState, 'registration'>, competitorIds: readonly string[]) {
  const payments = Object.values(state.registration.payments ?? {});
  let cents = 0;
  for (const id of competitorIds) {
    const account = state.registration.accounts?.[id];
    if (account) {
      const own = payments.filter((payment) => payment.competitorId === id);
      cents += Math.max(0, dancerBalance(account, own).outstanding);
    }
  }
  const currency = state.registration.fees?.currency;
  return `${(cents / 100).toFixed(2)}${currency ? ` ${currency}` : ''}`;
}
