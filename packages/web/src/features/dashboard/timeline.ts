import {
  roundDurationSeconds,
  scheduledRounds,
  type CompetitionState,
  type EstimateClock,
  type ScheduleEstimate,
} from '@floorcraft/domain';
import { clockDate, clockMinutes, localMinutesOf } from './venue-time';

/** One of today's rounds on the chart, in venue-local minutes. */
export interface TimelineItem {
  roundId: string;
  label: string;
  /** Venue-local `YYYY-MM-DDTHH:mm`. */
  planned: string;
  startedAt?: string;
  plannedStart: number;
  plannedEnd: number;
  actualStart?: number;
}

/** Today's rounds, planned against actual, with the span the chart covers. */
export interface Timeline {
  from: number;
  to: number;
  /** The clock, inside the span. */
  now: number;
  /** Whole hours to mark along the axis. */
  ticks: number[];
  items: TimelineItem[];
}

const HOUR = 60;

/**
 * Today's rounds (planned for the venue's date of the clock) as the chart
 * draws them: each planned start to its planned end (the timing model's
 * length) and, once it began, its actual start. The span runs from the
 * whole hour before the first time (now included) to the whole hour after
 * the last; undefined when nothing is planned today.
 */
export function todaysTimeline(
  state: Pick<CompetitionState, 'events' | 'settings'>,
  estimate: ScheduleEstimate,
  clock: EstimateClock,
): Timeline | undefined {
  const today = clockDate(clock);
  const items: TimelineItem[] = [];
  for (const round of scheduledRounds(state.events)) {
    const timing = estimate.rounds[round.roundId];
    if (!timing?.planned.startsWith(today)) {
      continue;
    }
    const event = state.events[round.eventName]!;
    const plannedStart = localMinutesOf(timing.planned);
    const item: TimelineItem = {
      roundId: round.roundId,
      label: `${round.eventName} ${round.roundName}`,
      planned: timing.planned,
      plannedStart,
      plannedEnd: plannedStart + roundDurationSeconds(round, event, state.settings.timing) / 60,
    };
    if (timing.startedAt !== undefined) {
      item.startedAt = timing.startedAt;
      item.actualStart = localMinutesOf(timing.startedAt);
    }
    items.push(item);
  }
  if (items.length === 0) {
    return undefined;
  }
  const now = clockMinutes(clock);
  // The clock is always today here, so the span takes it in: the gap to the plan shows too.
  const times = [
    now,
    ...items.flatMap((item) => [item.plannedStart, item.plannedEnd, item.actualStart ?? now]),
  ];
  const from = Math.floor(Math.min(...times) / HOUR) * HOUR;
  const to = Math.max(from + HOUR, Math.ceil(Math.max(...times) / HOUR) * HOUR);
  const step = to - from > 8 * HOUR ? 2 * HOUR : HOUR;
  const ticks: number[] = [];
  for (let at = from; at <= to; at += step) {
    ticks.push(at);
  }
  return { from, to, now, ticks, items };
}

/** "14:05" of venue-local minutes. */
export function clockText(minutes: number): string {
  return new Date(Math.round(minutes) * 60_000).toISOString().slice(11, 16);
}

/**
 * The chart in one sentence, for screen readers (its `aria-label`): how many
 * rounds today, the planned span, how many started and the last one's drift.
 */
export function timelineSummary(timeline: Timeline): string {
  const { items } = timeline;
  const first = Math.min(...items.map((item) => item.plannedStart));
  const last = Math.max(...items.map((item) => item.plannedEnd));
  const started = items.filter((item) => item.actualStart !== undefined);
  const parts = [
    `Today's rounds: ${items.length} planned from ${clockText(first)} to ${clockText(last)}`,
    `${started.length} started`,
  ];
  const latest = started.reduce<TimelineItem | undefined>(
    (max, item) => (max === undefined || item.actualStart! >= max.actualStart! ? item : max),
    undefined,
  );
  if (latest) {
    const drift = Math.round(latest.actualStart! - latest.plannedStart);
    const said = drift === 0 ? 'on time' : `${Math.abs(drift)} min ${drift > 0 ? 'late' : 'early'}`;
    parts.push(`the last, ${latest.label}, started ${said}`);
  }
  return `${parts.join('; ')}.`;
}
