import type { RegistrationPhase } from '../competition/enumerations';
import type { FeeSchedule } from './fee-schedule';

/** The part a dancer dances in a couple. */
export type DanceRole = 'lead' | 'follow';

/**
 * What a charge is for: the dancer's own fee, one entry in one event, or the
 * registrar's discount or fee waiver (issue 25 item 11, a negative amount).
 */
export type ChargeKind = 'dancer' | 'entry' | 'discount' | 'waiver';

/** A registrar's reduction of what a dancer owes: a sum off, or everything due waived. */
export const feeAdjustmentKinds = ['discount', 'waiver'] as const;

/**
 * One line of what a dancer owes, at the price of the phase at that moment.
 * A dropped entry adds a credit (a negative amount) for what it cost, so the
 * list is only ever appended to.
 */
export interface Charge {
  id: string;
  at: string;
  phase: RegistrationPhase;
  kind: ChargeKind;
  /** For an entry's charge or credit. */
  eventName?: string;
  /** Cents; negative for a credit. */
  amount: number;
  /** A discount's or waiver's reason, as the registrar gave it. */
  reason?: string;
  /** The actor label of the registrar who gave a discount or waiver. */
  by?: string;
}

/**
 * A couple waiting for a place in a capped event (issue 25 item 11): nothing
 * is charged while they wait; the first in line is entered, and charged at
 * the phase they registered in, when a place frees.
 */
export interface WaitlistSpot {
  id: string;
  eventName: string;
  leadId: string;
  followId: string;
  /** When the couple asked for the place: the line's order is the log's. */
  at: string;
  /** The phase the couple registered in: their entry is charged at its price. */
  phase: RegistrationPhase;
}

/** What the registrar keeps of a self-registered dancer (never public, never staff-wide). */
export interface RegistrationAccount {
  /** Empty for a dancer staff imported with charges: they gave none (issue 25 item 11). */
  email: string;
  student: boolean;
  /**
   * When the dancer accepted the waiver (spec §9): the registration time. Empty when not
   * signed: a dancer staff imported with charges, shown "Not signed" on the desk.
   */
  waiverAcceptedAt: string;
  registeredAt: string;
  /** The phase of the first registration (spec §4). */
  phase: RegistrationPhase;
  charges: Charge[];
  /** Set when the registrar withdrew the dancer. */
  withdrawnAt?: string;
  /**
   * The school the dancer typed ("Other") while it waits for the registrar
   * to confirm it or merge it into one on the list (issue 25); the dancer's
   * public school is "Other" meanwhile.
   */
  typedSchool?: string;
}

export const paymentMethods = ['cash', 'cheque', 'transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Money the registrar received from or for a dancer. */
export interface Payment {
  id: string;
  competitorId: string;
  /** Cents. */
  amount: number;
  method: PaymentMethod;
  note: string;
  at: string;
  /** The actor label of who recorded it. */
  by: string;
  /**
   * Refunds and voids of this payment, oldest first (issue 25 item 9): each a new entry, so the
   * amount received stays as recorded. Absent in snapshots from before them.
   */
  corrections?: PaymentCorrection[];
}

export const paymentCorrectionKinds = ['refund', 'void'] as const;
/** A refund gives part (or all) of a payment back; a void says it was never received. */
export type PaymentCorrectionKind = (typeof paymentCorrectionKinds)[number];

/** Money taken back from one payment, with the registrar's reason. */
export interface PaymentCorrection {
  id: string;
  kind: PaymentCorrectionKind;
  /** Cents taken back from the payment: a void takes what was left of it. */
  amount: number;
  reason: string;
  at: string;
  /** The actor label of who corrected it. */
  by: string;
}

/**
 * A dancer looking for a partner in one event (the TBA list, spec §3): the
 * placeholder entry (number 9999, Adhoc ids, TBA names, affiliation Other)
 * holds their place in the event until they are paired.
 */
export interface Seeking {
  id: string;
  competitorId: string;
  role: DanceRole;
  eventName: string;
  placeholderEntryId: string;
  since: string;
}

/**
 * A dancer asks one already registered to dance some events with them
 * (issue 24 item 4): nothing is entered or charged until the partner
 * accepts with their code; either dancer may withdraw it meanwhile.
 */
export interface PartnershipRequest {
  id: string;
  /** The dancer who asked (registering, or changing entries with their code). */
  requesterId: string;
  /** The registered dancer asked, whose consent the entries wait for. */
  partnerId: string;
  /** The part the requester dances; the partner dances the other. */
  role: DanceRole;
  /** The events the couple would be entered in on acceptance. */
  eventNames: string[];
  at: string;
}

/**
 * Registration (ADR 019). The private parts are optional in the type
 * because the views that leave them out are typed as the state (ADR 018);
 * the fold always fills them.
 */
export interface Registration {
  /** Public; absent until the organizer sets one (then nothing is charged). */
  fees?: FeeSchedule;
  /** The TBA list by id; public. */
  seeking: Record<string, Seeking>;
  /** By competitor id; the registrar's view only. */
  accounts?: Record<string, RegistrationAccount>;
  /** By payment id; the registrar's view only. */
  payments?: Record<string, Payment>;
  /** Competitor id → competitor code (spec §9). In no view at all: the server checks it. */
  codes?: Record<string, string>;
  /**
   * Pending partnership requests by id (issue 24 item 4); the registrar's view only (each
   * dancer sees their own in `ownRegistration`). Absent in snapshots from before them.
   */
  requests?: Record<string, PartnershipRequest>;
  /**
   * The capped events' waitlists, every event's in one list in the order the couples joined
   * (issue 25 item 11); public, like the TBA list. Absent in snapshots from before them.
   */
  waitlist?: WaitlistSpot[];
}

/** A competition's registration before anyone registers. */
export const emptyRegistration: Registration = {
  seeking: {},
  accounts: {},
  payments: {},
  codes: {},
  requests: {},
  waitlist: [],
};
