import {
  defaultSettings,
  eventMatchesFilter,
  isScheduleItem,
  roundDurationSeconds,
  roundLabel,
  scheduledRounds,
  shownRoundName,
  type CompetitionState,
  type DanceEvent,
  type EventFilter,
  type Round,
  type RoundState,
  type Timing,
} from '@floorcraft/domain';

/**
 * One round as the schedule table shows it. Flat and made of primitives, so
 * a memoised row can compare it field by field and skip re-rendering when a
 * change elsewhere in the competition left it as it was.
 */
export interface ScheduleRow {
  roundId: string;
  eventName: string;
  roundNumber: number;
  roundName: string;
  /** "Bronze Standard Semi-Final": how buttons and confirmations name the round. */
  label: string;
  /** 0 when not scheduled (spec §4); may be x.5 between re-indexes. */
  scheduleIndex: number;
  /** First or last of the scheduled rounds: it cannot shift further that way. */
  firstScheduled: boolean;
  lastScheduled: boolean;
  /** The planned start, venue-local `YYYY-MM-DDTHH:mm` ('' when not set). */
  startTime: string;
  /** The planned start as shown: `09:30`, or with its day ('' when not set). */
  time: string;
  roundState: RoundState;
  couples: number;
  numHeats: number;
  recallSize: number;
  isFinal: boolean;
  /** The round one nearer the Final, where Skip moves the couples ('' for a Final). */
  nextRoundName: string;
  /**
   * A schedule item (Lunch, Awards): shown as its name, time and length,
   * with no round name, couples, heats or recall size.
   */
  item: boolean;
  /** How long the round takes under the timing model, in whole minutes. */
  minutes: number;
  /** How many rounds the event has. */
  eventRounds: number;
  /** The event's first round danced: its row carries the event's menu. */
  opensEvent: boolean;
  /** Dancers of this round due in another round at the same time. */
  conflictDancers: number;
  /** Who marks it: "All 5 judges", "Judges A, C, E" ('' for a schedule item). */
  panel: string;
}

/** What the rows are built from besides the events. */
export interface RowContext {
  timeLabel: (local: string) => string;
  dancersByRound: ReadonlyMap<string, number>;
  /** The timing model the minutes are read from; the defaults when not given. */
  timing?: Timing;
  /** Who marks a round, in a few words; '' when not given. */
  panelLabel?: (round: Round) => string;
}

function rowOf(round: Round, event: DanceEvent, context: RowContext): ScheduleRow {
  // Rounds are numbered 1 (the Final) up to the first round danced.
  const eventRounds = Math.max(0, ...Object.keys(event.rounds).map(Number));
  const next = event.rounds[round.roundNumber - 1];
  return {
    roundId: round.roundId,
    eventName: round.eventName,
    roundNumber: round.roundNumber,
    roundName: shownRoundName(event, round),
    label: roundLabel(event, round),
    scheduleIndex: round.scheduleIndex,
    firstScheduled: false,
    lastScheduled: false,
    startTime: round.roundStartTime,
    time: context.timeLabel(round.roundStartTime),
    roundState: round.roundState,
    couples: Object.keys(round.entries).length,
    numHeats: round.numHeats,
    recallSize: round.recallSize,
    isFinal: round.roundNumber === 1,
    nextRoundName: next ? shownRoundName(event, next) : '',
    item: isScheduleItem(event),
    minutes: Math.round(
      roundDurationSeconds(round, event, context.timing ?? defaultSettings.timing) / 60,
    ),
    eventRounds,
    opensEvent: round.roundNumber === eventRounds,
    conflictDancers: context.dancersByRound.get(round.roundId) ?? 0,
    panel: isScheduleItem(event) ? '' : (context.panelLabel?.(round) ?? ''),
  };
}

/**
 * The whole day in order: every scheduled round by schedule index (the
 * domain's order), then the rounds not scheduled (index 0) by event and
 * from the first round danced to the Final.
 */
export function scheduleRows(
  events: CompetitionState['events'],
  context: RowContext,
): ScheduleRow[] {
  const scheduled = scheduledRounds(events);
  const unscheduled = Object.values(events)
    .flatMap((event) => Object.values(event.rounds).filter((round) => round.scheduleIndex <= 0))
    .sort((a, b) => a.eventName.localeCompare(b.eventName) || b.roundNumber - a.roundNumber);
  const rows = [...scheduled, ...unscheduled].map((round) =>
    rowOf(round, events[round.eventName]!, context),
  );
  if (scheduled.length > 0) {
    rows[0]!.firstScheduled = true;
    rows[scheduled.length - 1]!.lastScheduled = true;
  }
  return rows;
}

/** Whether two rows would render the same: every field equal. */
export function sameRow(a: ScheduleRow, b: ScheduleRow): boolean {
  if (a === b) {
    return true;
  }
  return (Object.keys(a) as (keyof ScheduleRow)[]).every((key) => a[key] === b[key]);
}

/** The rows of events that pass the level and style filters (spec §5; none set passes all). */
export function filterRows(
  rows: readonly ScheduleRow[],
  events: CompetitionState['events'],
  filter: EventFilter,
): readonly ScheduleRow[] {
  if (!filter.level && !filter.style) {
    return rows;
  }
  return rows.filter((row) => {
    const event = events[row.eventName];
    return event !== undefined && eventMatchesFilter(event, filter);
  });
}

/** An event with no rounds yet, offered for generating them. */
export interface RoundlessEvent {
  name: string;
  couples: number;
}

/** Events without rounds that pass the filters, by name. */
export function eventsWithoutRounds(
  events: CompetitionState['events'],
  filter: EventFilter,
): RoundlessEvent[] {
  return Object.values(events)
    .filter((event) => Object.keys(event.rounds).length === 0 && eventMatchesFilter(event, filter))
    .map((event) => ({ name: event.name, couples: Object.keys(event.entries).length }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
