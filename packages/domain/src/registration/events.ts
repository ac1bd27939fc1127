import type { FeeSchedule } from './fee-schedule';
import type {
  Charge,
  PartnershipRequest,
  Payment,
  PaymentCorrection,
  RegistrationAccount,
  Seeking,
  WaitlistSpot,
} from './state';

/** How a partnership request left the list: the partner accepted or declined, the requester withdrew. */
export type PartnershipOutcome = 'accepted' | 'declined' | 'withdrawn';

/** How a couple left a waitlist: entered when a place freed, or gone (dropped or withdrawn). */
export type WaitlistOutcome = 'entered' | 'left';

/** A charge (or credit) for one dancer. */
export interface DancerCharge {
  competitorId: string;
  charge: Charge;
}

/** The facts of registration (ADR 019), folded by `applyRegistration`. */
export type RegistrationEvent =
  | { type: 'FeeScheduleSet'; fees: FeeSchedule }
  /** New self-registered dancers: what the registrar keeps, and their codes (by competitor id). */
  | {
      type: 'RegistrationAccountsOpened';
      accounts: Record<string, RegistrationAccount>;
      codes: Record<string, string>;
    }
  /** A corrected email or student flag. */
  | {
      type: 'RegistrationAccountUpdated';
      competitorId: string;
      fields: Partial<Pick<RegistrationAccount, 'email' | 'student'>>;
    }
  | { type: 'ChargesAdded'; charges: DancerCharge[] }
  | { type: 'SeekingAdded'; records: Seeking[] }
  /** Records that left the TBA list: paired, dropped or withdrawn. */
  | { type: 'SeekingEnded'; ids: string[] }
  | { type: 'PaymentRecorded'; payment: Payment }
  /** A refund or void of one payment, added beside it (the payment itself is kept). */
  | { type: 'PaymentCorrected'; paymentId: string; correction: PaymentCorrection }
  | { type: 'DancerWithdrawn'; competitorId: string; at: string }
  /** A dancer typed a school not on the list (correcting their details): it waits on the desk. */
  | { type: 'SchoolTyped'; competitorId: string; name: string }
  /** The typed school was confirmed or merged (the dancer's school is saved with it), or replaced. */
  | { type: 'TypedSchoolSettled'; competitorId: string }
  /** A registered dancer asked to dance with another: nothing entered or charged yet. */
  | { type: 'PartnershipRequested'; request: PartnershipRequest }
  /** A request left the list; on acceptance the entries and charges are in the same command. */
  | { type: 'PartnershipRequestEnded'; id: string; outcome: PartnershipOutcome }
  /** A couple past an event's cap joined its waitlist: nothing entered or charged. */
  | { type: 'WaitlistJoined'; spot: WaitlistSpot }
  /** A couple left a waitlist; when entered, the entry and charges are in the same command. */
  | { type: 'WaitlistLeft'; id: string; outcome: WaitlistOutcome };

export type RegistrationEventType = RegistrationEvent['type'];

/** Every event type registration's fold takes, for the root's dispatch table; exactly the fold's. */
export const registrationEventTypes = {
  FeeScheduleSet: true,
  RegistrationAccountsOpened: true,
  RegistrationAccountUpdated: true,
  ChargesAdded: true,
  SeekingAdded: true,
  SeekingEnded: true,
  PaymentRecorded: true,
  PaymentCorrected: true,
  DancerWithdrawn: true,
  SchoolTyped: true,
  TypedSchoolSettled: true,
  PartnershipRequested: true,
  PartnershipRequestEnded: true,
  WaitlistJoined: true,
  WaitlistLeft: true,
} as const satisfies Record<RegistrationEventType, true>;
