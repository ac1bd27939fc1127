import type { RegistrationPhase } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { totalOf } from './balance';
import { STANDING_AFFILIATIONS } from '../competition/affiliations';
import type { Charge, ChargeKind, Payment, PaymentCorrectionKind, PaymentMethod } from './state';

/** One charge as recorded at registration: the dancer's fee, an entry, or a dropped entry's credit. */
export interface InvoiceLine {
  competitorId: string;
  dancerName: string;
  kind: ChargeKind;
  /** For an entry's charge or credit. */
  eventName?: string;
  phase: RegistrationPhase;
  /** Cents; negative for a credit. */
  amount: number;
  at: string;
  /** A discount's or fee waiver's reason (issue 25 item 11). */
  reason?: string;
}

/** Money received for one of the invoice's dancers, as the registrar recorded it. */
export interface InvoicePayment {
  competitorId: string;
  dancerName: string;
  amount: number;
  method: PaymentMethod;
  note: string;
  at: string;
}

/** Money given back on one of the invoice's payments (issue 25 item 9): a line of its own. */
export interface InvoiceRefund {
  competitorId: string;
  dancerName: string;
  kind: PaymentCorrectionKind;
  /** Cents given back (positive). */
  amount: number;
  reason: string;
  at: string;
  /** When the payment it corrects was received, so the line can name it. */
  paymentAt: string;
  method: PaymentMethod;
}

/** One dancer on an invoice: their lines in the order charged, and when they were withdrawn. */
export interface InvoiceDancer {
  competitorId: string;
  name: string;
  withdrawnAt?: string;
  lines: InvoiceLine[];
  /** Cents: the dancer's charges less credits (what `dancerBalance` calls due). */
  subtotal: number;
}

/** What a school (or one independent dancer) owes (issue 16): lines, totals, payments, balance. */
export interface Invoice {
  /** Stable key: `school:<name>` or `dancer:<competitor id>`. */
  key: string;
  /** Printed number: `<prefix>-<nnn>` (`invoicePrefix`), n counting bill-tos by first registration. */
  number: string;
  /** Who pays: the school's name, or the independent dancer's. */
  billTo: string;
  /** The school; undefined for an independent dancer's own invoice. */
  school?: string;
  dancers: InvoiceDancer[];
  /** Subtotals of the charges by the phase each was charged at (Early, Normal, Late, Pending); phases without a charge left out. */
  phaseTotals: { phase: RegistrationPhase; amount: number }[];
  /**
   * Cents, zero or negative: the credits of dropped entries, apart from the
   * phases, since a credit repays an earlier phase's price at a later moment.
   */
  credits: number;
  /** The phase subtotals plus the credits: what the lines add up to. */
  total: number;
  /** Oldest first, each as received. */
  payments: InvoicePayment[];
  /** Refunds and voids of those payments, oldest first. */
  refunds: InvoiceRefund[];
  /** Received less refunded. */
  paid: number;
  /** Total less paid; negative when the school paid more than is due (a credit). */
  balance: number;
}

/**
 * The invoice numbers' prefix from the competition's slug: each word's
 * initial and every number whole, upper case ("harbor-city-dancesport-2027"
 * → "HCD2027"), short enough to read out on the phone.
 */
export function invoicePrefix(slug: string): string {
  return slug
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? part : part[0]!.toUpperCase()))
    .join('');
}

const phaseOrder: readonly RegistrationPhase[] = ['Early', 'Normal', 'Late', 'Pending'];

interface Billed {
  key: string;
  billTo: string;
  school?: string;
  dancers: InvoiceDancer[];
  payments: InvoicePayment[];
  refunds: InvoiceRefund[];
  firstRegistered: string;
}

/** A recorded charge as an invoice line: the confirmation screen and mail list the same lines. */
export function lineOf(competitorId: string, dancerName: string, charge: Charge): InvoiceLine {
  const { kind, eventName, phase, amount, at, reason } = charge;
  return {
    competitorId,
    dancerName,
    kind,
    phase,
    amount,
    at,
    ...(eventName ? { eventName } : {}),
    ...(reason ? { reason } : {}),
  };
}

function paymentOf(dancerName: string, payment: Payment): InvoicePayment {
  const { competitorId, amount, method, note, at } = payment;
  return { competitorId, dancerName, amount, method, note, at };
}

function refundsOf(dancerName: string, payment: Payment): InvoiceRefund[] {
  return (payment.corrections ?? []).map(({ kind, amount, reason, at }) => ({
    competitorId: payment.competitorId,
    dancerName,
    kind,
    amount,
    reason,
    at,
    paymentAt: payment.at,
    method: payment.method,
  }));
}

function finish(billed: Billed, number: string): Invoice {
  const lines = billed.dancers.flatMap((dancer) => dancer.lines);
  const charged = lines.filter((line) => line.amount >= 0);
  const phaseTotals = phaseOrder
    .filter((phase) => charged.some((line) => line.phase === phase))
    .map((phase) => ({ phase, amount: totalOf(charged.filter((line) => line.phase === phase)) }));
  const credits = totalOf(lines.filter((line) => line.amount < 0));
  const total = totalOf(lines);
  const paid = totalOf(billed.payments) - totalOf(billed.refunds);
  const { key, billTo, school, dancers, payments, refunds } = billed;
  return {
    key,
    number,
    billTo,
    ...(school === undefined ? {} : { school }),
    dancers: [...dancers].sort((a, b) => a.name.localeCompare(b.name)),
    phaseTotals,
    credits,
    total,
    payments: [...payments].sort((a, b) => a.at.localeCompare(b.at)),
    refunds: [...refunds].sort((a, b) => a.at.localeCompare(b.at)),
    paid,
    balance: total - paid,
  };
}

/**
 * Invoices by school (issue 16): every dancer with a charge or a payment,
 * grouped by their affiliation; an independent dancer (affiliation
 * Independent or Other, or a dancer since removed) gets an invoice of their
 * own. The lines are the charges as recorded at registration, each at the
 * price of its own phase: a dropped entry's credit stays a line of its own
 * (added up apart from the phases) and a withdrawn dancer still owes their
 * fee (ADR 019), so each dancer's subtotal is exactly `dancerBalance`'s due.
 * A refund or void of a payment is a line of its own beside the payments
 * (issue 25 item 9); paid is received less refunded, so a negative balance
 * is the school's credit.
 * Money stays in integer cents: totals are sums, never rounded. Numbers are
 * `<prefix>-<nnn>` (`invoicePrefix`), n counting bill-tos by their first
 * registration (so a new school never renumbers older invoices); the list
 * is ordered by school, then the independent dancers, by name. Reads the
 * registrar view.
 */
export function invoices(
  view: Pick<CompetitionState, 'slug' | 'competitors' | 'registration'>,
): Invoice[] {
  const accounts = view.registration.accounts ?? {};
  const paymentsOf = new Map<string, Payment[]>();
  for (const payment of Object.values(view.registration.payments ?? {})) {
    paymentsOf.set(payment.competitorId, [
      ...(paymentsOf.get(payment.competitorId) ?? []),
      payment,
    ]);
  }
  const ids = new Set([...Object.keys(accounts), ...paymentsOf.keys()]);
  const billed = new Map<string, Billed>();
  for (const competitorId of ids) {
    const account = accounts[competitorId];
    const charges = account?.charges ?? [];
    const payments = paymentsOf.get(competitorId) ?? [];
    if (charges.length === 0 && payments.length === 0) {
      continue;
    }
    const competitor = view.competitors[competitorId];
    const name = competitor?.name ?? '(removed dancer)';
    const school =
      competitor && !STANDING_AFFILIATIONS.includes(competitor.affiliation)
        ? competitor.affiliation
        : undefined;
    const key = school === undefined ? `dancer:${competitorId}` : `school:${school}`;
    const registered = account?.registeredAt ?? payments[0]?.at ?? '';
    const group = billed.get(key) ?? {
      key,
      billTo: school ?? name,
      ...(school === undefined ? {} : { school }),
      dancers: [],
      payments: [],
      refunds: [],
      firstRegistered: registered,
    };
    const lines = charges.map((charge) => lineOf(competitorId, name, charge));
    group.dancers.push({
      competitorId,
      name,
      ...(account?.withdrawnAt ? { withdrawnAt: account.withdrawnAt } : {}),
      lines,
      subtotal: totalOf(lines),
    });
    group.payments.push(...payments.map((payment) => paymentOf(name, payment)));
    group.refunds.push(...payments.flatMap((payment) => refundsOf(name, payment)));
    if (registered < group.firstRegistered) {
      group.firstRegistered = registered;
    }
    billed.set(key, group);
  }
  const prefix = invoicePrefix(view.slug);
  const byRegistration = [...billed.values()].sort(
    (a, b) => a.firstRegistered.localeCompare(b.firstRegistered) || a.key.localeCompare(b.key),
  );
  return byRegistration
    .map((group, index) => finish(group, `${prefix}-${String(index + 1).padStart(3, '0')}`))
    .sort(
      (a, b) =>
        Number(a.school === undefined) - Number(b.school === undefined) ||
        a.billTo.localeCompare(b.billTo) ||
        a.key.localeCompare(b.key),
    );
}
