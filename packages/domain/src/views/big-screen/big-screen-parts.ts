import { ordinal } from '@floorcraft/skating';
import type { DanceEvent, Round } from '../../competition/dance-event';
import { isBeforeStart, isPosted } from '../../competition/round-lifecycle-states';
import { dancingNumbers } from '../../scoring/round-cards';
import { scheduleEstimate, type EstimateClock } from '../../schedule-estimate/schedule-estimate';
import { splitIntoHeats } from '../../competition/heats';
import { heldFinal } from '../../floor/held-finals';
import { scheduledRounds } from '../../competition/schedule';
import { isScheduleItem, shownRoundName } from '../../competition/schedule-items';
import type { PublicView } from '../public-view';
import type {
  BigScreenPlace,
  FinalContent,
  FloorContent,
  RecallsContent,
  UpcomingContent,
  UpcomingRound,
} from './big-screen-content-types';

/** What the big screen reads of the public view. */
export type ScreenSource = Pick<PublicView, 'metadata' | 'events' | 'results' | 'floor'>;

/** Rounds the upcoming screen lists: as many as a hall reads at a glance, with no scrolling. */
export const UPCOMING_SHOWN = 6;

/** The round on the floor: the heat called (with its couples) or, when none was, the whole round. */
export function floorContent(
  event: DanceEvent,
  round: Round,
  called?: { heat: number; dance?: string | undefined },
): FloorContent {
  const item = isScheduleItem(event);
  const base = {
    kind: 'floor' as const,
    eventName: event.name,
    roundNumber: round.roundNumber,
    roundName: shownRoundName(event, round),
    item,
  };
  if (item) {
    return { ...base, numbers: [] };
  }
  const heats = splitIntoHeats(Object.values(round.entries), round.numHeats);
  const heat = called === undefined ? undefined : heats[called.heat - 1];
  if (called === undefined || heat === undefined) {
    return { ...base, numbers: dancingNumbers(round) };
  }
  return {
    ...base,
    ...(called.dance === undefined ? {} : { dance: called.dance }),
    heat: { number: called.heat, of: heats.length },
    numbers: [...new Set(heat.map((entry) => entry.leadNumber))],
  };
}

/** A posted preliminary round: the couples recalled, numbers ascending. */
export function recallsContent(
  view: ScreenSource,
  event: DanceEvent,
  round: Round,
): RecallsContent | undefined {
  const saved = view.results[event.name]?.rounds[round.roundNumber];
  if (!saved || !isPosted(round.roundState) || round.roundNumber === 1) {
    return undefined;
  }
  const next = event.rounds[round.roundNumber - 1];
  return {
    kind: 'recalls',
    eventName: event.name,
    roundNumber: round.roundNumber,
    roundName: round.roundName,
    ...(next === undefined ? {} : { nextRoundName: next.roundName }),
    numbers: [...(saved.recalled ?? [])].sort((a, b) => a - b),
  };
}

/** A shared place as a hall reads it: "=3rd" for 3.5 over places 3 and 4. */
function placeText(place: number, sharedBy: number): string {
  return sharedBy <= 1 ? ordinal(place) : `=${ordinal(place - (sharedBy - 1) / 2)}`;
}

/**
 * A posted final with the last `revealed` couples of its placing shown (the
 * reveal walks from last place up to 1st), best first; undefined when the
 * final is not posted.
 */
export function finalContent(
  view: ScreenSource,
  event: DanceEvent,
  revealed: number,
): FinalContent | undefined {
  const round = event.rounds[1];
  const saved = view.results[event.name]?.rounds[1];
  if (!round || !saved || !isPosted(round.roundState)) {
    return undefined;
  }
  const entries = [...Object.values(event.entries), ...Object.values(round.entries)];
  const all = Object.entries(saved.placements)
    .map(([number, place]) => ({ number: Number(number), place }))
    .sort((a, b) => a.place - b.place || a.number - b.number);
  // A held final's unrevealed places are not in the public view (ADR 029): count them anyway.
  const total = heldFinal(view, event.name)?.places ?? all.length;
  const shown = Math.max(0, Math.min(revealed, all.length));
  const places = all.slice(all.length - shown).map(({ number, place }): BigScreenPlace => {
    const entry = entries.find((each) => each.leadNumber === number);
    return {
      place,
      placeText: placeText(place, all.filter((other) => other.place === place).length),
      number,
      names: entry ? `${entry.leadName} & ${entry.followName}` : '',
      school: entry?.affiliation ?? '',
    };
  });
  return {
    kind: 'final',
    eventName: event.name,
    revealed: shown,
    total,
    places,
  };
}

/** The next rounds to be danced in schedule order, with the planned start and the expected one. */
export function upcomingContent(
  view: ScreenSource,
  clock: EstimateClock,
): UpcomingContent | undefined {
  const toCome = scheduledRounds(view.events)
    .filter((round) => isBeforeStart(round.roundState))
    .slice(0, UPCOMING_SHOWN);
  if (toCome.length === 0) {
    return undefined;
  }
  const estimate = scheduleEstimate(view, clock);
  const rounds = toCome.map((round): UpcomingRound => {
    const event = view.events[round.eventName]!;
    const expected = estimate.rounds[round.roundId]?.estimated;
    return {
      eventName: round.eventName,
      roundNumber: round.roundNumber,
      roundName: shownRoundName(event, round),
      item: isScheduleItem(event),
      planned: round.roundStartTime,
      ...(expected === undefined || expected === round.roundStartTime ? {} : { expected }),
    };
  });
  return { kind: 'upcoming', rounds };
}
