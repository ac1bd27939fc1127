import type { z } from 'zod';
import type { setupCommandSchemas } from './commands';
import {
  accept,
  refuse,
  type AreaContext,
  type DecideContext,
  type Decision,
} from '../competition/decision';
import type { DomainEvent } from '../competition/events';
import type { EventDefinition } from '../competition/dance-event';
import { savedRecord } from '../competition/saved-record';
import type { CompetitionState } from '../competition/state';
import { lateEntryRefusal } from '../registration/late-entry';
import { releasedWithSetting } from '../floor/held-finals';
import { checkIn } from './check-in';
import { addEntry, addPlaceholderEntry, removeEntry, scratchCompetitor } from './entries';
import { registerCouples } from './register-couples';
import { overCapRefusal } from '../registration/staff-caps';
import { leadNumberChanges } from './lead-numbers';
import { findEvent, namesOf, roundsWithMarks } from '../competition/lookups';
import { setRoundState, shiftRound, updateRound } from './round-edits';
import {
  addExtraRound,
  clearRounds,
  deleteRound,
  generateRounds,
  skipRound,
} from './round-structure';
import { reindexSchedule } from '../competition/schedule';
import { saveCompetitor } from './save-competitor';
import { assignStartTimes } from './start-times';

/** The commands setup decides: those its own schemas list. */
export type SetupCommand = z.infer<(typeof setupCommandSchemas)[number]>;

/** Commands that add, remove or reorder rounds: the schedule is re-indexed after them (spec §4). */
/** An event's own fields, without its entries and rounds. */
function definitionOf({
  name,
  eventLevel,
  style,
  ageGroup,
  eventDances,
  breakMinutes,
  cap,
}: EventDefinition) {
  return { name, eventLevel, style, ageGroup, eventDances, breakMinutes, cap };
}

const RESHAPES_SCHEDULE = new Set<SetupCommand['type']>([
  'generateRounds',
  'clearRounds',
  'addExtraRound',
  'deleteRound',
  'removeEvent',
]);

/** Commands after which start times are recomputed when autoAssignTimes is on. */
const MOVES_TIMES = new Set<SetupCommand['type']>([
  ...RESHAPES_SCHEDULE,
  'shiftRound',
  'updateRound',
  'skipRound',
  'updateSettings',
  'saveEvent',
]);

function decideOnly(
  state: CompetitionState,
  command: SetupCommand,
  context: DecideContext,
): Decision {
  switch (command.type) {
    case 'savePageText':
      return accept({ type: 'PageTextSaved', page: command.page, text: command.text });
    case 'setAffiliations': {
      const unique = [...new Set(command.affiliations.map((name) => name.trim()))];
      return accept({ type: 'AffiliationsSet', affiliations: unique });
    }
    case 'updateSettings': {
      const timing = { ...state.settings.timing, ...command.patch.timing };
      return timing.dayEnd !== undefined && timing.dayEnd <= timing.dayStart
        ? refuse(
            `timing.dayEnd: the day cannot end at ${timing.dayEnd}, before it starts at ${timing.dayStart}`,
          )
        : accept(
            { type: 'SettingsUpdated', patch: command.patch },
            ...releasedWithSetting(state, command.patch.holdFinalResults),
          );
    }
    case 'saveEvent': {
      const stored: EventDefinition | undefined = state.events[command.event.name];
      const saved = savedRecord(stored && definitionOf(stored), command.event);
      const eventDances = saved.eventDances;
      if (saved.breakMinutes !== undefined && !eventDances?.includes('Break')) {
        return refuse(
          'event.breakMinutes: only a break (an event whose dance is Break) has its own length',
        );
      }
      return eventDances
        ? accept({
            type: 'EventSaved',
            definition: { ...saved, name: command.event.name, eventDances },
          })
        : refuse('event.eventDances: choose at least one dance');
    }
    case 'removeEvent': {
      const found = findEvent(state, command.eventName);
      if (!found.ok) {
        return refuse(found.error);
      }
      const marked = roundsWithMarks(state, found.value);
      return marked.length > 0
        ? refuse(
            `cannot delete "${command.eventName}": marks are stored for its ${namesOf(marked)}`,
          )
        : accept({ type: 'EventRemoved', eventName: command.eventName });
    }
    case 'saveCompetitor':
      return saveCompetitor(state, command.competitor);
    case 'removeCompetitor': {
      const entered = Object.values(state.events).find((event) =>
        Object.values(event.entries).some(
          (entry) => entry.leadId === command.id || entry.followId === command.id,
        ),
      );
      if (!(command.id in state.competitors)) {
        return refuse(`no competitor with id "${command.id}"`);
      }
      return entered
        ? refuse(`cannot remove this competitor: they are entered in "${entered.name}"`)
        : accept({ type: 'CompetitorRemoved', id: command.id });
    }
    case 'registerCouple': {
      // The desk is asked before entering a couple in an event on the floor (issue 24 item 13).
      const late = lateEntryRefusal(
        state,
        command.couple.events,
        context,
        command.lateEntry,
        'couple.events',
      );
      return late
        ? refuse(late)
        : registerCouples(state, [command.couple], context, {
            overCap: command.overCap,
            field: 'couple.events',
          });
    }
    case 'importCouples':
      return registerCouples(state, command.couples, context, {
        charge: command.charge,
        overCap: command.overCap,
        field: 'events',
      });
    case 'addEntry': {
      // The desk's entry in one more event; a late couple put in a round on the floor is the
      // deck captain's decision on the day and not counted against the cap.
      const full =
        command.roundNumber === undefined &&
        overCapRefusal(state, command.eventName, 0, command.overCap);
      return full ? refuse(full) : addEntry(state, command, context);
    }
    case 'addPlaceholderEntry':
      return addPlaceholderEntry(state, command, context);
    case 'removeEntry':
      return removeEntry(state, command.eventName, command.entryId);
    case 'checkIn':
      return checkIn(state, command);
    case 'scratchCompetitor':
      return scratchCompetitor(state, command.eventName, command.entryId);
    case 'updateLeadNumbers': {
      const outcome = leadNumberChanges(state, command.updates);
      return outcome.ok
        ? accept({ type: 'EntriesUpdated', changes: outcome.changes })
        : refuse(outcome.error);
    }
    case 'generateRounds':
      return generateRounds(state, command.eventName);
    case 'clearRounds':
      return clearRounds(state, command.eventName);
    case 'setRoundState':
      return setRoundState(
        state,
        command.eventName,
        command.roundNumber,
        command.roundState,
        context,
        command.discardMarks,
      );
    case 'updateRound':
      return updateRound(state, command);
    case 'skipRound':
      return skipRound(state, command.eventName, command.roundNumber);
    case 'addExtraRound':
      return addExtraRound(state, command.eventName, command.afterRoundNumber);
    case 'deleteRound':
      return deleteRound(state, command.eventName, command.roundNumber);
    case 'shiftRound':
      return shiftRound(state, command.eventName, command.roundNumber, command.direction);
    case 'assignStartTimes':
      return accept({ type: 'RoundsUpdated', changes: assignStartTimes(state) });
  }
}

/**
 * Decides a setup command (spec §4–5), then adds what follows from the
 * settings: the schedule re-indexed after rounds are added or removed
 * (unless dontReorderAfterAddRemoveRounds), and start times recomputed
 * when autoAssignTimes is on.
 */
export function decideSetup(
  state: CompetitionState,
  command: SetupCommand,
  context: AreaContext,
): Decision {
  const decision = decideOnly(state, command, context);
  if (!decision.ok) {
    return decision;
  }
  const events: DomainEvent[] = [...decision.events];
  let after = context.applyAll(state, events)!;
  if (RESHAPES_SCHEDULE.has(command.type) && !after.settings.dontReorderAfterAddRemoveRounds) {
    const changes = reindexSchedule(after.events);
    if (changes.length > 0) {
      events.push({ type: 'RoundsUpdated', changes });
      after = context.applyAll(after, [events.at(-1)!])!;
    }
  }
  if (MOVES_TIMES.has(command.type) && after.settings.autoAssignTimes) {
    const changes = assignStartTimes(after);
    if (changes.length > 0) {
      events.push({ type: 'RoundsUpdated', changes });
    }
  }
  return accept(...events);
}
