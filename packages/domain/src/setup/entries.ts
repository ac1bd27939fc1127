import type { Competitor, DanceEvent, Entry } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import { roundStates } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import type { CoupleInput, PersonInput } from '../commands/setup-commands';
import { accept, refuse, type DecideContext, type Decision } from '../commands/decision';
import { findEvent, findRound, lastRoundNumber, roundHasMarks } from './lookups';
import { numberFor, numbersInUse, PLACEHOLDER_NUMBER } from './lead-numbers';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Spec §5: an entry is refused when the event already has one with the same lead and follow names. */
export function duplicateInEvent(
  event: DanceEvent,
  leadName: string,
  followName: string,
): Entry | undefined {
  return Object.values(event.entries).find(
    (entry) => sameName(entry.leadName, leadName) && sameName(entry.followName, followName),
  );
}

/** Spec §5: in the last round a competitor may dance once, so the check is by lead or follow name. */
export function duplicateInLastRound(
  entries: Record<string, Entry>,
  leadName: string,
  followName: string,
): Entry | undefined {
  return Object.values(entries).find(
    (entry) =>
      sameName(entry.leadName, leadName) ||
      sameName(entry.followName, followName) ||
      sameName(entry.leadName, followName) ||
      sameName(entry.followName, leadName),
  );
}

/** The round an entry joins with the event: the first round danced, if it has not started. */
function openLastRound(event: DanceEvent): number[] {
  const last = lastRoundNumber(event);
  const round = last === undefined ? undefined : event.rounds[last];
  return round && round.roundState <= roundStates.Empty ? [round.roundNumber] : [];
}

interface Pair {
  lead: Competitor;
  follow: Competitor;
}

function makeEntry(pair: Pair, leadNumber: number, context: DecideContext): Entry {
  return {
    entryId: context.newKey(),
    leadId: pair.lead.id,
    followId: pair.follow.id,
    leadName: pair.lead.name,
    followName: pair.follow.name,
    leadNumber,
    affiliation: pair.lead.affiliation,
    registeredTime: context.now(),
    checkedIn: false,
  };
}

/** Entries for a couple in events, with every refusal named; `taken` tracks numbers across a batch. */
function entriesForCouple(
  state: CompetitionState,
  pair: Pair,
  eventNames: readonly string[],
  taken: Map<number, string>,
  wanted: number | undefined,
  context: DecideContext,
): { ok: true; events: DomainEvent[] } | { ok: false; error: string } {
  let leadNumber: number;
  if (wanted !== undefined) {
    const owner = taken.get(wanted);
    if ((owner !== undefined && owner !== pair.lead.id) || wanted === PLACEHOLDER_NUMBER) {
      return { ok: false, error: `number ${wanted} is already worn by another lead` };
    }
    taken.set(wanted, pair.lead.id);
    leadNumber = wanted;
  } else {
    leadNumber = numberFor(pair.lead.id, taken);
  }
  const events: DomainEvent[] = [];
  for (const eventName of new Set(eventNames)) {
    const found = findEvent(state, eventName);
    if (!found.ok) {
      return found;
    }
    const duplicate = duplicateInEvent(found.value, pair.lead.name, pair.follow.name);
    if (duplicate) {
      return {
        ok: false,
        error: `${pair.lead.name} and ${pair.follow.name} are already entered in "${eventName}"`,
      };
    }
    events.push({
      type: 'EntriesAdded',
      eventName,
      entries: [makeEntry(pair, leadNumber, context)],
      toEvent: true,
      roundNumbers: openLastRound(found.value),
    });
  }
  return { ok: true, events };
}

/** A person of a couple: an existing competitor, or a new one saved with a fresh id. */
function resolvePerson(
  state: CompetitionState,
  person: PersonInput,
  role: string,
  context: DecideContext,
): { ok: true; competitor: Competitor; isNew: boolean } | { ok: false; error: string } {
  if ('id' in person) {
    const competitor = state.competitors[person.id];
    return competitor
      ? { ok: true, competitor, isNew: false }
      : { ok: false, error: `${role}: no competitor with id "${person.id}"` };
  }
  const existing = Object.values(state.competitors).find(
    (other) => sameName(other.name, person.name) && sameName(other.affiliation, person.affiliation),
  );
  if (existing) {
    return { ok: true, competitor: existing, isNew: false };
  }
  return {
    ok: true,
    isNew: true,
    competitor: {
      id: context.newKey(),
      name: person.name,
      affiliation: person.affiliation,
      levels: person.levels ?? {},
    },
  };
}

/**
 * Registers couples with their events (the add-competitor form, CSV import):
 * new people are saved, numbers assigned, and each couple is entered in
 * each event (and its first round if not yet started). All or nothing: the
 * first problem refuses the whole batch, naming the couple.
 */
export function registerCouples(
  state: CompetitionState,
  couples: readonly CoupleInput[],
  context: DecideContext,
): Decision {
  const taken = numbersInUse(state.events);
  const events: DomainEvent[] = [];
  let working = state;
  for (const [index, couple] of couples.entries()) {
    const label = couples.length > 1 ? `couple ${index + 1}: ` : '';
    const lead = resolvePerson(working, couple.lead, 'lead', context);
    const follow = resolvePerson(working, couple.follow, 'follow', context);
    if (!lead.ok || !follow.ok) {
      return refuse(label + (lead.ok ? '' : lead.error) + (follow.ok ? '' : follow.error));
    }
    if (lead.competitor.id === follow.competitor.id) {
      return refuse(`${label}the lead and the follow must be two different people`);
    }
    const people = [lead, follow].filter((person) => person.isNew);
    const saved: DomainEvent[] = people.map((person) => ({
      type: 'CompetitorSaved',
      competitor: person.competitor,
    }));
    working = {
      ...working,
      competitors: {
        ...working.competitors,
        ...Object.fromEntries(people.map((person) => [person.competitor.id, person.competitor])),
      },
    };
    const entered = entriesForCouple(
      working,
      { lead: lead.competitor, follow: follow.competitor },
      couple.events,
      taken,
      couple.leadNumber,
      context,
    );
    if (!entered.ok) {
      return refuse(label + entered.error);
    }
    working = withEntries(working, entered.events);
    events.push(...saved, ...entered.events);
  }
  return accept(...events);
}

/** The state with the batch's entries so far, so a later couple's duplicate check sees them. */
function withEntries(state: CompetitionState, added: readonly DomainEvent[]): CompetitionState {
  let events = state.events;
  for (const event of added) {
    if (event.type === 'EntriesAdded') {
      const target = events[event.eventName]!;
      events = {
        ...events,
        [event.eventName]: {
          ...target,
          entries: {
            ...target.entries,
            ...Object.fromEntries(event.entries.map((entry) => [entry.entryId, entry])),
          },
        },
      };
    }
  }
  return { ...state, events };
}

/**
 * Adds an existing couple to an event, or to one round of it. Spec §4:
 * adding to the last round also adds to the event; spec §5: refused when the
 * event has the same lead and follow names, and in the last round when
 * either dancer is already in it.
 */
export function addEntry(
  state: CompetitionState,
  command: {
    eventName: string;
    leadId: string;
    followId: string;
    roundNumber?: number | undefined;
  },
  context: DecideContext,
): Decision {
  const found = findEvent(state, command.eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const event = found.value;
  const lead = state.competitors[command.leadId];
  const follow = state.competitors[command.followId];
  if (!lead || !follow) {
    return refuse(`no competitor with id "${lead ? command.followId : command.leadId}"`);
  }
  if (command.roundNumber === undefined) {
    if (duplicateInEvent(event, lead.name, follow.name)) {
      return refuse(`${lead.name} and ${follow.name} are already entered in "${event.name}"`);
    }
    const entry = makeEntry(
      { lead, follow },
      numberFor(lead.id, numbersInUse(state.events)),
      context,
    );
    return accept({
      type: 'EntriesAdded',
      eventName: event.name,
      entries: [entry],
      toEvent: true,
      roundNumbers: openLastRound(event),
    });
  }
  const round = findRound(state, event.name, command.roundNumber);
  if (!round.ok) {
    return refuse(round.error);
  }
  const isLast = command.roundNumber === lastRoundNumber(event);
  const clash = isLast
    ? duplicateInLastRound(round.value.entries, lead.name, follow.name)
    : Object.values(round.value.entries).find(
        (entry) => sameName(entry.leadName, lead.name) && sameName(entry.followName, follow.name),
      );
  if (clash) {
    return refuse(
      `${clash.leadName} and ${clash.followName} (number ${clash.leadNumber}) already dance in the ${round.value.roundName} of "${event.name}"`,
    );
  }
  const inEvent = duplicateInEvent(event, lead.name, follow.name);
  const entry =
    inEvent ?? makeEntry({ lead, follow }, numberFor(lead.id, numbersInUse(state.events)), context);
  return accept({
    type: 'EntriesAdded',
    eventName: event.name,
    entries: [entry],
    toEvent: isLast && !inEvent,
    roundNumbers: [command.roundNumber],
  });
}

/**
 * Spec §3 placeholder entry: Adhoc ids, dummy names, affiliation Other and
 * number 9999, for a couple still to be announced.
 */
export function addPlaceholderEntry(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  context: DecideContext,
): Decision {
  const round = findRound(state, eventName, roundNumber);
  if (!round.ok) {
    return refuse(round.error);
  }
  const key = context.newKey();
  const entry: Entry = {
    entryId: `Adhoc-${key}`,
    leadId: `Adhoc-lead-${key}`,
    followId: `Adhoc-follow-${key}`,
    leadName: 'TBA Lead',
    followName: 'TBA Follow',
    leadNumber: PLACEHOLDER_NUMBER,
    affiliation: 'Other',
    registeredTime: context.now(),
    checkedIn: false,
  };
  const event = state.events[eventName]!;
  return accept({
    type: 'EntriesAdded',
    eventName,
    entries: [entry],
    toEvent: roundNumber === lastRoundNumber(event),
    roundNumbers: [roundNumber],
  });
}

/** Takes a couple out of an event and its rounds; refused once any of those rounds has marks. */
export function removeEntry(state: CompetitionState, eventName: string, entryId: string): Decision {
  const found = findEvent(state, eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const event = found.value;
  const inRounds = Object.values(event.rounds).filter((round) => entryId in round.entries);
  if (!(entryId in event.entries) && inRounds.length === 0) {
    return refuse(`"${eventName}" has no entry "${entryId}"`);
  }
  const marked = inRounds.find((round) => roundHasMarks(state, eventName, round.roundNumber));
  if (marked) {
    return refuse(
      `cannot remove the entry: the ${marked.roundName} of "${eventName}" has marks; scratch the couple instead`,
    );
  }
  return accept({ type: 'EntryRemoved', eventName, entryId });
}

/**
 * Spec §4: scratching a competitor removes their number from the final
 * round's marks. We withdraw them from every round of the event that is
 * not posted, the Final included, so they drop out of what is still to come.
 */
export function scratchCompetitor(
  state: CompetitionState,
  eventName: string,
  entryId: string,
): Decision {
  const found = findEvent(state, eventName);
  if (!found.ok) {
    return refuse(found.error);
  }
  const event = found.value;
  const entry =
    event.entries[entryId] ??
    Object.values(event.rounds).find((round) => entryId in round.entries)?.entries[entryId];
  if (!entry) {
    return refuse(`"${eventName}" has no entry "${entryId}"`);
  }
  const rounds = Object.values(event.rounds).filter(
    (round) =>
      round.roundState !== roundStates.Posted &&
      (entryId in round.entries || round.roundNumber === 1),
  );
  if (rounds.length === 0) {
    return refuse(
      `every round of "${eventName}" with ${entry.leadName} and ${entry.followName} is posted`,
    );
  }
  return accept(
    ...rounds.map((round): DomainEvent => ({
      type: 'CompetitorScratched',
      eventName,
      roundNumber: round.roundNumber,
      entryId,
      leadNumber: entry.leadNumber,
    })),
  );
}
