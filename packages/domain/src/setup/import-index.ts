import type { Competitor, DanceEvent } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import { numbersInUse } from './lead-numbers';

/** How the domain tells two names apart: trimmed, letter case ignored (entries.ts `sameName`). */
export const nameKey = (...parts: string[]): string =>
  parts.map((part) => part.trim().toLowerCase()).join('\u0000');

/** Who wears a number: a dancer already in the state, or a new lead first met on a line. */
export interface NumberHolder {
  identity: string;
  name: string;
  line?: number;
}

/**
 * What an import checks each line against, indexed once so that a file of
 * 1,500 couples is planned in one pass: schools, events, people by name and
 * school, couples already in each event, and who wears which number.
 */
export class ImportIndex {
  private readonly schools = new Map<string, string>();
  private readonly eventNames = new Map<string, string>();
  private readonly people = new Map<string, Competitor>();
  private readonly couplesIn = new Map<string, Map<string, number | undefined>>();
  /** Number → holder, for the state's leads and the leads of accepted lines. */
  readonly holders = new Map<number, NumberHolder>();
  /** Lead identity → the number they wear. */
  readonly numberOf = new Map<string, number>();

  constructor(private readonly state: CompetitionState) {
    for (const school of state.affiliations) {
      this.schools.set(nameKey(school), school);
    }
    for (const name of Object.keys(state.events)) {
      this.eventNames.set(nameKey(name), name);
    }
    for (const competitor of Object.values(state.competitors)) {
      this.people.set(nameKey(competitor.name, competitor.affiliation), competitor);
    }
    for (const [number, leadId] of numbersInUse(state.events)) {
      const identity = `id:${leadId}`;
      this.holders.set(number, {
        identity,
        name: state.competitors[leadId]?.name ?? 'another lead',
      });
      if (!this.numberOf.has(identity)) {
        this.numberOf.set(identity, number);
      }
    }
  }

  /** The school as the competition spells it, if it is one of the competition's. */
  school(text: string): string | undefined {
    return this.schools.get(nameKey(text));
  }

  /** The event as the competition spells it, if there is one by that name. */
  event(text: string): DanceEvent | undefined {
    const name = this.eventNames.get(nameKey(text));
    return name === undefined ? undefined : this.state.events[name];
  }

  /**
   * Who a dancer is for numbering: the competitor the domain will find by
   * name and school (entries are matched that way on registration), else a
   * new person known by the same two.
   */
  identity(name: string, school: string): string {
    const existing = this.people.get(nameKey(name, school));
    return existing ? `id:${existing.id}` : `new:${nameKey(name, school)}`;
  }

  /**
   * Spec §5: the line number of an earlier accepted line with the same lead
   * and follow names in this event, or null when the event already has them.
   */
  duplicate(event: DanceEvent, leadName: string, followName: string): number | null | undefined {
    const couples = this.couplesOf(event);
    const key = nameKey(leadName, followName);
    return couples.has(key) ? (couples.get(key) ?? null) : undefined;
  }

  /** Records an accepted line's couple in its events, so later lines see it. */
  enter(event: DanceEvent, leadName: string, followName: string, line: number): void {
    this.couplesOf(event).set(nameKey(leadName, followName), line);
  }

  private couplesOf(event: DanceEvent): Map<string, number | undefined> {
    let couples = this.couplesIn.get(event.name);
    if (!couples) {
      couples = new Map(
        Object.values(event.entries).map((entry) => [
          nameKey(entry.leadName, entry.followName),
          undefined,
        ]),
      );
      this.couplesIn.set(event.name, couples);
    }
    return couples;
  }
}
