import type { CoupleInput, PersonInput } from './commands';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import type { Competitor, Entry } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { duplicateInLastRound, makeEntry, makePlaceholderEntry, openLastRound } from './entries';
import { importCharges } from './import-charges';
import { overCapRefusal } from '../registration/staff-caps';
import { PLACEHOLDER_NUMBER, numbersInUse } from './lead-numbers';

const key = (...parts: string[]) => parts.map((part) => part.trim().toLowerCase()).join('\u0000');

/**
 * One registration batch (a form submission or a whole CSV import), with
 * indexes so that 1,500 couples are checked in one pass: people by name and
 * school, couples already in each event, and which lead wears which number.
 * Staff registration (`registerCouples`) and self-registration
 * (`registration/`) share it, so numbers and the duplicate rules agree.
 */
export class RegistrationBatch {
  private readonly people = new Map<string, Competitor>();
  private readonly couplesIn = new Map<string, Set<string>>();
  private readonly owners: Map<number, string>;
  private readonly numberOf = new Map<string, number>();
  private nextFree = 100;
  readonly newPeople: Competitor[] = [];
  readonly entries = new Map<string, Entry[]>();

  constructor(
    private readonly state: CompetitionState,
    private readonly context: DecideContext,
  ) {
    for (const competitor of Object.values(state.competitors)) {
      this.people.set(key(competitor.name, competitor.affiliation), competitor);
    }
    this.owners = numbersInUse(state.events);
    for (const [number, leadId] of this.owners) {
      this.numberOf.set(leadId, number);
    }
  }

  /** An existing competitor, or a new person saved with a fresh id. */
  person(input: PersonInput, role: string): Competitor | string {
    if ('id' in input) {
      return this.state.competitors[input.id] ?? `${role}: no competitor with id "${input.id}"`;
    }
    const found = this.people.get(key(input.name, input.affiliation));
    if (found) {
      return found;
    }
    const competitor: Competitor = {
      id: this.context.newKey(),
      name: input.name,
      affiliation: input.affiliation,
      levels: input.levels ?? {},
    };
    this.people.set(key(input.name, input.affiliation), competitor);
    this.newPeople.push(competitor);
    return competitor;
  }

  /** The dancer with this name and school, already registered or new in this batch. */
  known(name: string, affiliation: string): Competitor | undefined {
    return this.people.get(key(name, affiliation));
  }

  /** A dancer new to the competition, saved with the batch under a fresh id. */
  newPerson(fields: Omit<Competitor, 'id'>): Competitor {
    const competitor: Competitor = { id: this.context.newKey(), ...fields };
    this.people.set(key(competitor.name, competitor.affiliation), competitor);
    this.newPeople.push(competitor);
    return competitor;
  }

  /** Spec: a lead keeps one number; new leads get the lowest free number from 100, no collisions. */
  leadNumber(leadId: string, wanted: number | undefined): number | string {
    const current = this.numberOf.get(leadId);
    if (wanted === undefined) {
      if (current !== undefined) {
        return current;
      }
      while (this.owners.has(this.nextFree) || this.nextFree === PLACEHOLDER_NUMBER) {
        this.nextFree += 1;
      }
      this.claim(this.nextFree, leadId);
      return this.nextFree;
    }
    if (current !== undefined && current !== wanted) {
      return `this lead already wears number ${current}; change it on the competitors screen`;
    }
    const owner = this.owners.get(wanted);
    if ((owner !== undefined && owner !== leadId) || wanted === PLACEHOLDER_NUMBER) {
      return `number ${wanted} is already worn by another lead`;
    }
    this.claim(wanted, leadId);
    return wanted;
  }

  private claim(number: number, leadId: string): void {
    this.owners.set(number, leadId);
    this.numberOf.set(leadId, number);
  }

  /** Spec §5: refused if the event already has an entry with the same lead and follow names. */
  enter(
    eventName: string,
    lead: Competitor,
    follow: Competitor,
    leadNumber: number,
  ): string | undefined {
    const event = this.state.events[eventName];
    if (!event) {
      return `no event named "${eventName}"`;
    }
    let couples = this.couplesIn.get(eventName);
    if (!couples) {
      couples = new Set(
        Object.values(event.entries).map((entry) => key(entry.leadName, entry.followName)),
      );
      this.couplesIn.set(eventName, couples);
    }
    const couple = key(lead.name, follow.name);
    if (couples.has(couple)) {
      return `${lead.name} and ${follow.name} are already entered in "${eventName}"`;
    }
    const lastRound = openLastRound(event)[0];
    if (lastRound !== undefined) {
      const clash = duplicateInLastRound(event.rounds[lastRound]!.entries, lead.name, follow.name);
      if (clash) {
        return `${clash.leadName} and ${clash.followName} (number ${clash.leadNumber}) already dance in the ${event.rounds[lastRound]!.roundName} of "${eventName}"`;
      }
    }
    couples.add(couple);
    this.add(eventName, makeEntry({ lead, follow }, leadNumber, this.context));
    return undefined;
  }

  /**
   * A placeholder entry (spec §3: Adhoc ids, TBA names, affiliation Other,
   * number 9999) holding a place in the event; placeholders are not
   * couples, so the duplicate rules do not apply to them.
   */
  enterPlaceholder(eventName: string): Entry {
    const entry = makePlaceholderEntry(this.context);
    this.add(eventName, entry);
    return entry;
  }

  private add(eventName: string, entry: Entry): void {
    const list = this.entries.get(eventName) ?? [];
    list.push(entry);
    this.entries.set(eventName, list);
  }

  /**
   * What the batch records: the new dancers, then one `EntriesAdded` per
   * event, to the event and its first round if it has not started (spec
   * §4: adding to the last round also adds to the event).
   */
  events(): DomainEvent[] {
    const events: DomainEvent[] = [];
    if (this.newPeople.length > 0) {
      events.push({ type: 'CompetitorsSaved', competitors: this.newPeople });
    }
    for (const [eventName, entries] of this.entries) {
      events.push({
        type: 'EntriesAdded',
        eventName,
        entries,
        toEvent: true,
        roundNumbers: openLastRound(this.state.events[eventName]!),
      });
    }
    return events;
  }
}

/** How staff register couples: charged like a registration (the import's option), past caps. */
export interface StaffRegistrationOptions {
  /** Charge each dancer the current phase's price, opening an account where they have none. */
  charge?: boolean | undefined;
  /** The registrar chose to enter couples past a full event's cap (`overCapRefusal`). */
  overCap?: boolean | undefined;
  /** The field a full event's refusal names: `couple.events` on the desk's form. */
  field?: string;
}

/**
 * Registers couples with their events (the add-competitor form, CSV import):
 * new people are saved, numbers assigned, and each couple is entered in
 * each event (and its first round if not yet started). All or nothing: the
 * first problem refuses the whole batch, naming the couple. With `charge`,
 * the dancers pay as a registration would (`importCharges`).
 */
export function registerCouples(
  state: CompetitionState,
  couples: readonly CoupleInput[],
  context: DecideContext,
  options: StaffRegistrationOptions = {},
): Decision {
  const batch = new RegistrationBatch(state, context);
  for (const [index, couple] of couples.entries()) {
    const label = couples.length > 1 ? `couple ${index + 1}: ` : '';
    const lead = batch.person(couple.lead, 'lead');
    const follow = batch.person(couple.follow, 'follow');
    if (typeof lead === 'string' || typeof follow === 'string') {
      return refuse(label + [lead, follow].filter((p) => typeof p === 'string').join('; '));
    }
    if (lead.id === follow.id) {
      return refuse(`${label}the lead and the follow must be two different people`);
    }
    const leadNumber = batch.leadNumber(lead.id, couple.leadNumber);
    if (typeof leadNumber === 'string') {
      return refuse(label + leadNumber);
    }
    for (const eventName of new Set(couple.events)) {
      const pending = batch.entries.get(eventName)?.length ?? 0;
      const full = overCapRefusal(state, eventName, pending, options.overCap);
      if (full) {
        return refuse(`${label}${options.field ?? 'events'}: ${full}`);
      }
      const problem = batch.enter(eventName, lead, follow, leadNumber);
      if (problem) {
        return refuse(label + problem);
      }
    }
  }
  if (!options.charge) {
    return accept(...batch.events());
  }
  // Accounts open after the dancers are saved; charges come last, once the entries exist.
  const [saved, ...entries] = batch.events();
  const { opened, charged } = importCharges(state, batch.entries, context);
  return saved?.type === 'CompetitorsSaved'
    ? accept(saved, ...opened, ...entries, ...charged)
    : accept(...opened, ...batch.events(), ...charged);
}
