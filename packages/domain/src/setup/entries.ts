import type { Competitor, DanceEvent, Entry, Round } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import { isBeforeStart, isPosted } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import { findEvent, findRound, lastRoundNumber, roundHasMarks } from '../competition/lookups';
import { missingHeat, splitIntoHeats } from '../competition/heats';
import { numberFor, numbersInUse, PLACEHOLDER_NUMBER } from './lead-numbers';

export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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
export function openLastRound(event: DanceEvent): number[] {
  const last = lastRoundNumber(event);
  const round = last === undefined ? undefined : event.rounds[last];
  return round && isBeforeStart(round.roundState) ? [round.roundNumber] : [];
}

export interface Pair {
  lead: Competitor;
  follow: Competitor;
}

export function makeEntry(pair: Pair, leadNumber: number, context: DecideContext): Entry {
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
    heat?: number | undefined;
  },
  context: DecideContext,
): Decision {
  if (command.heat !== undefined && command.roundNumber === undefined) {
    return refuse('a late couple joins a heat of one round: name the round too');
  }
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
  const heatProblem = lateHeatProblem(round.value, command.heat);
  if (heatProblem) {
    return refuse(heatProblem);
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
    ...(command.heat === undefined ? {} : { heat: command.heat }),
  });
}

/**
 * Spec §3 placeholder entry: Adhoc ids, dummy names, affiliation Other and
 * number 9999, for a couple still to be announced (staff) or a dancer
 * looking for a partner (the TBA list).
 */
export function makePlaceholderEntry(context: DecideContext): Entry {
  const key = context.newKey();
  return {
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
}

/** Adds a placeholder entry to one round (and the event, for its first round). */
export function addPlaceholderEntry(
  state: CompetitionState,
  command: { eventName: string; roundNumber: number; heat?: number | undefined },
  context: DecideContext,
): Decision {
  const { eventName, roundNumber, heat } = command;
  const round = findRound(state, eventName, roundNumber);
  if (!round.ok) {
    return refuse(round.error);
  }
  const heatProblem = lateHeatProblem(round.value, heat);
  if (heatProblem) {
    return refuse(heatProblem);
  }
  const entry = makePlaceholderEntry(context);
  const event = state.events[eventName]!;
  return accept({
    type: 'EntriesAdded',
    eventName,
    entries: [entry],
    toEvent: roundNumber === lastRoundNumber(event),
    roundNumbers: [roundNumber],
    ...(heat === undefined ? {} : { heat }),
  });
}

/** Why a late couple cannot join `heat` of a round, or undefined when it can. */
function lateHeatProblem(round: Round, heat: number | undefined): string | undefined {
  if (heat === undefined) {
    return undefined;
  }
  if (isPosted(round.roundState)) {
    return `the ${round.roundName} of "${round.eventName}" is posted: no couple can join it`;
  }
  return missingHeat(round, heat);
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
  if (Object.keys(event.rounds).length === 0) {
    return refuse(`"${eventName}" has no rounds yet: remove the entry instead of scratching it`);
  }
  const rounds = Object.values(event.rounds).filter(
    (round) => !isPosted(round.roundState) && (entryId in round.entries || round.roundNumber === 1),
  );
  if (rounds.length === 0) {
    return refuse(
      `every round of "${eventName}" with ${entry.leadName} and ${entry.followName} is posted`,
    );
  }
  return accept(
    ...rounds.map((round): DomainEvent => {
      const keepHeats = heatsLinedUp(state, round, entryId);
      return {
        type: 'CompetitorScratched',
        eventName,
        roundNumber: round.roundNumber,
        entryId,
        leadNumber: entry.leadNumber,
        ...(keepHeats ? { keepHeats } : {}),
      };
    }),
  );
}

/**
 * The heats of the couples left in a round when a couple is scratched from
 * it on the day (the round is under way, or the deck captain has lined up a
 * heat): they keep their heats rather than being split again, so nobody
 * standing in line for heat 2 is suddenly in heat 1. Undefined before then,
 * when balanced heats matter more than where couples stood.
 */
function heatsLinedUp(
  state: CompetitionState,
  round: Round,
  scratched: string,
): Record<string, number> | undefined {
  const linedUp = Object.keys(state.floor.heatsReady[round.roundId] ?? {}).length > 0;
  if (round.numHeats <= 1 || (isBeforeStart(round.roundState) && !linedUp)) {
    return undefined;
  }
  const heats: Record<string, number> = {};
  splitIntoHeats(Object.values(round.entries), round.numHeats).forEach((heat, index) => {
    for (const entry of heat) {
      if (entry.entryId !== scratched) {
        heats[entry.entryId] = index + 1;
      }
    }
  });
  return heats;
}
