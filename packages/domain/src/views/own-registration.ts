import type { Competitor } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { FeeSchedule } from '../registration/fee-schedule';
import { entryOf, requestsOf } from '../registration/places';
import { waitlistPlacesOf, type WaitlistPlace } from '../registration/waitlist';
import type {
  Charge,
  DanceRole,
  PartnershipRequest,
  Payment,
  PaymentCorrection,
  RegistrationAccount,
  Seeking,
} from '../registration/state';
import { dancerBalance } from '../registration/balance';

/** One of the dancer's entries as their page lists it: the partner and number are public. */
export interface OwnEntry {
  eventName: string;
  entryId: string;
  role: DanceRole;
  partnerId: string;
  partnerName: string;
  leadNumber: number;
}

/**
 * A pending partnership request as either dancer sees it (issue 24 item 4):
 * `asked` when this dancer was asked (they may accept or decline), `sent`
 * when they asked (they may withdraw); the other dancer by id and public name.
 */
export interface OwnPartnershipRequest {
  id: string;
  direction: 'asked' | 'sent';
  otherId: string;
  otherName: string;
  /** The part this dancer would dance. */
  role: DanceRole;
  eventNames: string[];
  at: string;
}

/** What the registrar keeps of the dancer that the dancer sees: all but the charges (listed apart). */
export type OwnAccount = Omit<RegistrationAccount, 'charges'>;

/** A refund or void of the dancer's payment: not who made it (`by`). */
export type OwnPaymentCorrection = Omit<PaymentCorrection, 'by'>;

/** Money the registrar received from or for the dancer, with its refunds: not who recorded it (`by`). */
export interface OwnPayment extends Omit<Payment, 'competitorId' | 'by' | 'corrections'> {
  corrections?: OwnPaymentCorrection[];
}

/**
 * A dancer's own registration, for /updateEntries (ADR 019): the one view of
 * it, computed here and sent by the server only to the registrant it proved
 * by email and code. Their details, their account (own email, student, the
 * waiver's time), entries with partner and number, TBA places, charges and
 * payments with what is still due. Built field by field (an allow-list, like
 * every view): never their code, never who recorded a payment, and nothing
 * of anyone else beyond what the public view shows (a partner's name and id
 * in an entry, the public fee schedule).
 */
export interface OwnRegistration {
  dancer: Competitor;
  /** Undefined for a dancer staff entered, who has no online registration. */
  account?: OwnAccount;
  entries: OwnEntry[];
  seeking: Seeking[];
  /** Pending partnership requests by or to the dancer: nothing entered or charged for them yet. */
  requests: OwnPartnershipRequest[];
  /** The capped events the dancer's couple waits for, with their place in each line. */
  waitlisted: WaitlistPlace[];
  charges: Charge[];
  payments: OwnPayment[];
  fees?: FeeSchedule;
  /** Cents: charges less payments and their refunds (negative when overpaid: a credit). */
  due: number;
}

function ownAccount(account: RegistrationAccount): OwnAccount {
  const { email, student, waiverAcceptedAt, registeredAt, phase, withdrawnAt, typedSchool } =
    account;
  return {
    email,
    student,
    waiverAcceptedAt,
    registeredAt,
    phase,
    ...(withdrawnAt !== undefined && { withdrawnAt }),
    // Their own typed school, waiting for the registrar (issue 25): the form shows it again.
    ...(typedSchool !== undefined && { typedSchool }),
  };
}

// A discount's reason is the dancer's to read; who gave it stays the registrar's.
const ownCharge = ({ id, at, phase, kind, eventName, amount, reason }: Charge): Charge => ({
  id,
  at,
  phase,
  kind,
  ...(eventName !== undefined && { eventName }),
  amount,
  ...(reason !== undefined && { reason }),
});

const ownPayment = ({ id, amount, method, note, at, corrections }: Payment): OwnPayment => ({
  id,
  amount,
  method,
  note,
  at,
  ...(corrections?.length && {
    corrections: corrections.map(({ id, kind, amount, reason, at }) => ({
      id,
      kind,
      amount,
      reason,
      at,
    })),
  }),
});

const ownSeeking = ({
  id,
  competitorId,
  role,
  eventName,
  placeholderEntryId,
  since,
}: Seeking): Seeking => ({ id, competitorId, role, eventName, placeholderEntryId, since });

function ownRequest(
  state: CompetitionState,
  competitorId: string,
  request: PartnershipRequest,
): OwnPartnershipRequest {
  const sent = request.requesterId === competitorId;
  const otherId = sent ? request.partnerId : request.requesterId;
  const otherRole: DanceRole = request.role;
  return {
    id: request.id,
    direction: sent ? 'sent' : 'asked',
    otherId,
    otherName: state.competitors[otherId]?.name ?? 'A dancer',
    role: sent ? request.role : otherRole === 'lead' ? 'follow' : 'lead',
    eventNames: [...request.eventNames],
    at: request.at,
  };
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
  const account = state.registration.accounts?.[competitorId];
  const charges = (account?.charges ?? []).map(ownCharge);
  const payments = Object.values(state.registration.payments ?? {})
    .filter((payment) => payment.competitorId === competitorId)
    .map(ownPayment);
  const { fees } = state.registration;
  return {
    dancer,
    ...(account && { account: ownAccount(account) }),
    entries,
    seeking: Object.values(state.registration.seeking)
      .filter((record) => record.competitorId === competitorId)
      .map(ownSeeking),
    requests: requestsOf(state, competitorId).map((request) =>
      ownRequest(state, competitorId, request),
    ),
    waitlisted: waitlistPlacesOf(state, competitorId),
    charges,
    payments,
    ...(fees && { fees }),
    due: dancerBalance({ charges }, payments).outstanding,
  };
}
