import type { DecideContext } from '../competition/decision';
import type { Competitor } from '../competition/dance-event';
import type { RegistrationPhase } from '../competition/enumerations';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { RegistrationBatch } from '../setup/register-couples';
import { schoolTyped, type SchoolOnForm } from './typed-school';
import { registrationStanding } from './registration-standing';
import { codeFromKey, uniqueCode } from './competitor-codes';
import { ineligibility } from './eligibility';
import { feeFor } from './fees';
import { entryOf, requestsOf, seekingOf } from './places';
import { OTHER_AFFILIATION } from '../competition/affiliations';
import type { RegistrantInput } from './commands';
import type { DancerCharge } from './events';
import type {
  DanceRole,
  PartnershipRequest,
  RegistrationAccount,
  Seeking,
  WaitlistSpot,
} from './state';
import { isFull, waitlistSpotOf } from './waitlist';

/** A refusal naming the field it is about: "events: …". */
export type Problem = { problem: string };
const problem = (field: string, message: string): Problem => ({
  problem: `${field}: ${message}`,
});
/** The part the partner of a dancer dancing `role` dances. */
const otherRole = (role: DanceRole): DanceRole => (role === 'lead' ? 'follow' : 'lead');

export const isProblem = (value: unknown): value is Problem =>
  typeof value === 'object' && value !== null && 'problem' in value;

/** A dancer already registered, by id, and not withdrawn; else a problem naming `field`. */
export function existingDancer(
  state: CompetitionState,
  id: string,
  field: string,
): Competitor | Problem {
  const dancer = state.competitors[id];
  if (!dancer) {
    return problem(field, `no registered dancer with id "${id}"`);
  }
  if (state.registration.accounts?.[id]?.withdrawnAt) {
    return problem(field, `${dancer.name} has been withdrawn from this competition`);
  }
  return dancer;
}

/**
 * One self-registration or change of entries, built up before anything is
 * recorded (ADR 019): new dancers with their accounts and codes, couples
 * and TBA places entered through the staff's `RegistrationBatch` (the same
 * numbers and duplicate rules), and what each dancer owes at the phase of
 * `at`. `events()` is everything, for one append: all of it or none.
 */
export class RegistrationPlan {
  readonly phase: RegistrationPhase;
  private readonly batch: RegistrationBatch;
  private readonly context: DecideContext;
  private readonly accounts: Record<string, RegistrationAccount> = {};
  private readonly codes: Record<string, string> = {};
  private readonly seeking: Seeking[] = [];
  private readonly requests: PartnershipRequest[] = [];
  private readonly waitlist: WaitlistSpot[] = [];
  private readonly charges: DancerCharge[] = [];
  private readonly codesTaken: Set<string>;
  private readonly placed = new Set<string>();

  constructor(
    private readonly state: CompetitionState,
    context: DecideContext,
    /** When the registration counts as made: now, or when staff received a paper form. */
    private readonly at: string,
  ) {
    // Entries made by this plan carry its time as their registration time.
    this.context = { ...context, now: () => at };
    this.batch = new RegistrationBatch(state, this.context);
    this.phase = registrationStanding(at, state.metadata).phase;
    this.codesTaken = new Set(Object.values(state.registration.codes ?? {}));
  }

  /**
   * A dancer new to the competition from the form: their school checked
   * against the competition's list, an account with their email and waiver,
   * a code, and their own fee. Refused when a dancer with that name and
   * school is already registered: they change their entries with their code.
   */
  newDancer(input: RegistrantInput, field: string): Competitor | Problem {
    const school = this.schoolOf(input, field);
    if (isProblem(school)) {
      return school;
    }
    const { affiliation, typed } = school;
    if (this.batch.known(input.name, typed ?? affiliation)) {
      return problem(
        `${field}.name`,
        `${input.name} of ${typed ?? affiliation} is already registered: add events with the competitor code on the update entries page`,
      );
    }
    const code = uniqueCode(
      this.context.newCode ?? (() => codeFromKey(this.context.newKey())),
      this.codesTaken,
    );
    if (typeof code !== 'string') {
      return { problem: code.error };
    }
    const dancer = this.batch.newPerson({
      name: input.name,
      affiliation,
      levels: input.levels,
      ...(input.ageGroup && { ageGroup: input.ageGroup }),
    });
    this.codesTaken.add(code);
    this.codes[dancer.id] = code;
    this.accounts[dancer.id] = {
      email: input.email,
      student: input.student,
      waiverAcceptedAt: this.at,
      registeredAt: this.at,
      phase: this.phase,
      charges: [],
      ...(typed && { typedSchool: typed }),
    };
    this.charge(dancer.id, 'dancer');
    return dancer;
  }

  /** A dancer already registered, by id: not withdrawn. */
  existingDancer(id: string, field: string): Competitor | Problem {
    return existingDancer(this.state, id, field);
  }

  /**
   * Enters `dancer` (dancing `role`) in each event with `partner`, or on the
   * TBA list with a placeholder entry. Refused for an unknown event, Awards
   * or Break, an event below a dancer's level, a dancer who already holds a
   * place in the event, and by the staff's rules (spec §5: the same lead and
   * follow names; a dancer once in the first round).
   */
  enter(
    dancer: Competitor,
    role: DanceRole,
    partner: Competitor | 'tba',
    eventNames: readonly string[],
  ): Problem | undefined {
    const dancers = partner === 'tba' ? [dancer] : [dancer, partner];
    if (partner !== 'tba' && partner.id === dancer.id) {
      return problem('partner', 'a dancer cannot partner themselves');
    }
    for (const eventName of new Set(eventNames)) {
      const unplaceable = this.claimPlaces(dancers, eventName);
      if (unplaceable) {
        return unplaceable;
      }
      const couple: [Competitor, Competitor] | undefined =
        partner === 'tba' ? undefined : role === 'lead' ? [dancer, partner] : [partner, dancer];
      if (this.isFull(eventName)) {
        // Past the cap a couple waits, uncharged; a TBA place would hold nothing to wait for.
        if (!couple) {
          return problem(
            'events',
            `"${eventName}" is full: register with a partner to join its waitlist`,
          );
        }
        this.wait(couple, eventName);
        continue;
      }
      const refused = couple
        ? this.enterCouple(couple, eventName)
        : this.seek(dancer, role, eventName);
      if (refused) {
        return refused;
      }
      for (const each of dancers) {
        this.charge(each.id, 'entry', eventName);
      }
    }
    return undefined;
  }

  /**
   * Enters the couple, or only asks when `partner` was registered before this
   * plan and the actor is not registration staff (issue 24 item 4): naming a
   * registered dancer, whose id is public, must not enter or charge them
   * without their consent. A TBA place or a partner new in this registration
   * is entered at once; staff pair directly.
   */
  enterOrAsk(
    dancer: Competitor,
    role: DanceRole,
    partner: Competitor | 'tba',
    eventNames: readonly string[],
  ): Problem | undefined {
    const consentNeeded =
      partner !== 'tba' && !this.context.registrationStaff && !this.isNew(partner.id);
    return consentNeeded
      ? this.ask(dancer, role, partner, eventNames)
      : this.enter(dancer, role, partner, eventNames);
  }

  /**
   * A pending partnership request instead of entries: checked now as `enter`
   * would check it (so the requester learns at once what cannot be), but
   * nothing entered and nothing charged until the partner accepts, when
   * `enter` checks it all again.
   */
  private ask(
    dancer: Competitor,
    role: DanceRole,
    partner: Competitor,
    eventNames: readonly string[],
  ): Problem | undefined {
    if (partner.id === dancer.id) {
      return problem('partner', 'a dancer cannot partner themselves');
    }
    const names = [...new Set(eventNames)];
    for (const eventName of names) {
      // The requester's own TBA place stays until the answer: acceptance replaces it. So does
      // the partner's, where they wait for the part the requester does not dance (issue 25
      // item 10: registering as the partner of a dancer on the TBA list).
      const partnerWaits = seekingOf(this.state, partner.id, eventName)?.role === otherRole(role);
      const waiting = partnerWaits ? [dancer.id, partner.id] : [dancer.id];
      const unplaceable = this.claimPlaces([dancer, partner], eventName, waiting);
      if (unplaceable) {
        return unplaceable;
      }
      const asked = requestsOf(this.state, dancer.id).find(
        (request) => request.requesterId === dancer.id && request.eventNames.includes(eventName),
      );
      if (asked) {
        const whom = this.state.competitors[asked.partnerId]?.name ?? 'a partner';
        return problem(
          'events',
          `${dancer.name} already asked ${whom} to dance "${eventName}": withdraw that request first`,
        );
      }
    }
    this.requests.push({
      id: this.context.newKey(),
      requesterId: dancer.id,
      partnerId: partner.id,
      role,
      eventNames: names,
      at: this.at,
    });
    return undefined;
  }

  /**
   * Enters two dancers as a couple without the checks of `enter`: pairing
   * two TBA places, whose dancers were checked when they registered.
   */
  enterCouple([lead, follow]: [Competitor, Competitor], eventName: string): Problem | undefined {
    const leadNumber = this.batch.leadNumber(lead.id, undefined);
    const refused =
      typeof leadNumber === 'string'
        ? leadNumber
        : this.batch.enter(eventName, lead, follow, leadNumber);
    return refused === undefined ? undefined : problem('events', refused);
  }

  /** Everything the plan records, in the order it folds: dancers, accounts, entries, TBA, requests, charges. */
  events(): DomainEvent[] {
    const [saved, ...entries] = this.batch.events();
    const events: DomainEvent[] = [];
    if (saved?.type === 'CompetitorsSaved') {
      events.push(saved, {
        type: 'RegistrationAccountsOpened',
        accounts: this.accounts,
        codes: this.codes,
      });
    } else if (saved) {
      entries.unshift(saved);
    }
    events.push(...entries);
    if (this.seeking.length > 0) {
      events.push({ type: 'SeekingAdded', records: this.seeking });
    }
    for (const request of this.requests) {
      events.push({ type: 'PartnershipRequested', request });
    }
    for (const spot of this.waitlist) {
      events.push({ type: 'WaitlistJoined', spot });
    }
    const charges = this.charges.filter(({ charge }) => charge.amount !== 0);
    if (charges.length > 0) {
      events.push({ type: 'ChargesAdded', charges });
    }
    return events;
  }

  private schoolOf(input: RegistrantInput, field: string): SchoolOnForm | Problem {
    if (input.affiliation === OTHER_AFFILIATION) {
      return input.otherAffiliation
        ? schoolTyped(this.state, input.otherAffiliation)
        : problem(`${field}.otherAffiliation`, 'enter the name');
    }
    return this.state.affiliations.includes(input.affiliation)
      ? { affiliation: input.affiliation }
      : problem(
          `${field}.affiliation`,
          `"${input.affiliation}" is not on this competition's list: choose ${OTHER_AFFILIATION} and type its name`,
        );
  }

  /**
   * Whether each dancer may take a place in the event: it exists, is not
   * below their level, and they hold no place in it yet (then it is theirs
   * in this plan); the TBA places of `waitingIds` do not count.
   */
  private claimPlaces(
    dancers: readonly Competitor[],
    eventName: string,
    waitingIds: readonly string[] = [],
  ): Problem | undefined {
    const event = this.state.events[eventName];
    if (!event) {
      return problem('events', `no event named "${eventName}"`);
    }
    const notFor = ineligibility(event, dancers);
    if (notFor) {
      return problem('events', notFor);
    }
    for (const each of dancers) {
      const waiting = waitingIds.includes(each.id) && this.isWaiting(each.id, eventName);
      if (!waiting && this.holdsPlace(each.id, eventName)) {
        return problem('events', `${each.name} is already entered in "${eventName}"`);
      }
      this.placed.add(`${each.id}\u0000${eventName}`);
    }
    return undefined;
  }

  /** Whether the dancer was made by this plan (a new dancer of this registration). */
  private isNew(competitorId: string): boolean {
    return this.accounts[competitorId] !== undefined;
  }

  /** Whether the dancer holds a TBA place in the event from before this plan, and nothing else there. */
  private isWaiting(competitorId: string, eventName: string): boolean {
    return (
      !this.placed.has(`${competitorId}\u0000${eventName}`) &&
      seekingOf(this.state, competitorId, eventName) !== undefined
    );
  }

  private holdsPlace(competitorId: string, eventName: string): boolean {
    return (
      this.placed.has(`${competitorId}\u0000${eventName}`) ||
      entryOf(this.state, competitorId, eventName) !== undefined ||
      seekingOf(this.state, competitorId, eventName) !== undefined ||
      waitlistSpotOf(this.state, competitorId, eventName) !== undefined
    );
  }

  /** Whether the event's cap is reached, counting the entries this plan adds to it. */
  private isFull(eventName: string): boolean {
    return isFull(this.state, eventName, this.batch.entries.get(eventName)?.length ?? 0);
  }

  /** The couple joins the event's line: nothing entered, nothing charged until a place frees. */
  private wait([lead, follow]: [Competitor, Competitor], eventName: string): void {
    this.waitlist.push({
      id: this.context.newKey(),
      eventName,
      leadId: lead.id,
      followId: follow.id,
      at: this.at,
      phase: this.phase,
    });
  }

  private seek(dancer: Competitor, role: DanceRole, eventName: string): undefined {
    const placeholder = this.batch.enterPlaceholder(eventName);
    this.seeking.push({
      id: this.context.newKey(),
      competitorId: dancer.id,
      role,
      eventName,
      placeholderEntryId: placeholder.entryId,
      since: this.at,
    });
    return undefined;
  }

  /** A charge at this plan's phase, for a dancer with an account (self-registered, not withdrawn). */
  private charge(competitorId: string, kind: 'dancer' | 'entry', eventName?: string): void {
    const account = this.accounts[competitorId] ?? this.state.registration.accounts?.[competitorId];
    if (!account || account.withdrawnAt) {
      return;
    }
    this.charges.push({
      competitorId,
      charge: {
        id: this.context.newKey(),
        at: this.at,
        phase: this.phase,
        kind,
        ...(eventName !== undefined && { eventName }),
        amount: feeFor(this.state.registration.fees, kind, this.phase, account.student),
      },
    });
  }
}
