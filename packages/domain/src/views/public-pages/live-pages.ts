import type { CompetitionState } from '../../competition/state';
import type { FloorState } from '../../floor/state';
import {
  estimateFromPace,
  type EstimateClock,
  type ScheduleEstimate,
} from '../../schedule-estimate/schedule-estimate';
import { schedulePace, type SchedulePace } from '../../schedule-estimate/schedule-pace';
import type { PublicView } from '../public-view';
import { liveBoard, type LiveBoard } from './live-board';
import { roundResult, type LiveRoundResult } from './round-result';

/** The settings that shape /live (spec §7), and the number staff change to refresh every copy. */
export type LiveDisplay = Pick<
  CompetitionState['settings'],
  | 'showScheduleIndex'
  | 'hideLiveSchedule'
  | 'hideLevelIcons'
  | 'highlightOtherRoundsInEvent'
  | 'liveScrollRefreshIndex'
>;

/** What /live shows: the board, the settings that shape it, and the day's pace. */
export interface LivePage {
  board: LiveBoard;
  display: LiveDisplay;
  /**
   * The day's pace (`schedulePace`): the page estimates its next rounds' times with the
   * minute it is read at (`liveEstimate`), so the view itself never depends on the clock.
   */
  pace: SchedulePace;
}

/** A round of the competition as /live/{event}/{round} shows it: its result or its state. */
export type LiveRoundPage = Exclude<LiveRoundResult, { kind: 'unknown' }>;

type Shown = Pick<PublicView, 'metadata' | 'settings' | 'events' | 'results' | 'floor'>;

/** What a board was computed from besides the events, which key it. */
interface BoardInputs {
  results: PublicView['results'];
  heldFinals: FloorState['heldFinals'];
  withDay: boolean;
}

const boards = new WeakMap<object, BoardInputs & { board: LiveBoard }>();
const paces = new WeakMap<object, SchedulePace>();
const displays = new WeakMap<object, LiveDisplay>();
const pages = new WeakMap<object, LivePage>();
const rounds = new WeakMap<object, Map<string, BoardInputs & { round: LiveRoundPage }>>();

const inputsOf = (shown: Shown): BoardInputs => ({
  results: shown.results,
  heldFinals: shown.floor.heldFinals,
  withDay: shown.metadata.startDate !== shown.metadata.endDate,
});

const sameInputs = (a: BoardInputs, b: BoardInputs) =>
  a.results === b.results && a.heldFinals === b.heldFinals && a.withDay === b.withDay;

function boardOf(shown: Shown): LiveBoard {
  const inputs = inputsOf(shown);
  const held = boards.get(shown.events);
  if (held && sameInputs(held, inputs)) {
    return held.board;
  }
  const board = liveBoard(shown);
  boards.set(shown.events, { ...inputs, board });
  return board;
}

function paceOf(events: PublicView['events']): SchedulePace {
  let pace = paces.get(events);
  if (!pace) {
    pace = schedulePace({ events });
    paces.set(events, pace);
  }
  return pace;
}

function displayOf(settings: PublicView['settings']): LiveDisplay {
  let display = displays.get(settings);
  if (!display) {
    const {
      showScheduleIndex,
      hideLiveSchedule,
      hideLevelIcons,
      highlightOtherRoundsInEvent,
      liveScrollRefreshIndex,
    } = settings;
    display = {
      showScheduleIndex,
      hideLiveSchedule,
      hideLevelIcons,
      highlightOtherRoundsInEvent,
      liveScrollRefreshIndex,
    };
    displays.set(settings, display);
  }
  return display;
}

/**
 * The view of /live (spec §2, ADR 044), from the public view. Its parts keep
 * their identity while the public view's events, results, held finals and
 * settings do, so a judge's card or a payment sends its watchers nothing.
 */
export function livePage(shown: Shown): LivePage {
  const board = boardOf(shown);
  const display = displayOf(shown.settings);
  const pace = paceOf(shown.events);
  const held = pages.get(board);
  if (held && held.display === display && held.pace === pace) {
    return held;
  }
  const page = { board, display, pace };
  pages.set(board, page);
  return page;
}

/** A round number as an address writes it, one way only: `2`, never `02` or `2.0`. */
const ROUND_NUMBER = /^[1-9]\d{0,3}$/;

/**
 * The view of /live/{eventKey}/{roundNumber} (spec §2, ADR 044): the round's
 * result once posted, else its state and the couples dancing it; undefined
 * when the competition has no such event or round (the page is then not
 * found, and no channel is made for it).
 */
export function liveRoundPage(
  shown: Shown,
  params: Record<string, string>,
): LiveRoundPage | undefined {
  const eventName = params.eventKey ?? '';
  const number = params.roundNumber ?? '';
  const event = Object.hasOwn(shown.events, eventName) ? shown.events[eventName] : undefined;
  if (!event || !ROUND_NUMBER.test(number) || !Object.hasOwn(event.rounds, number)) {
    return undefined;
  }
  const inputs = inputsOf(shown);
  const byRound =
    rounds.get(shown.events) ?? new Map<string, BoardInputs & { round: LiveRoundPage }>();
  rounds.set(shown.events, byRound);
  const key = `${number} ${eventName}`;
  const held = byRound.get(key);
  if (held && sameInputs(held, inputs)) {
    return held.round;
  }
  const round = roundResult(shown, eventName, Number(number));
  if (round.kind === 'unknown') {
    return undefined;
  }
  byRound.set(key, { ...inputs, round });
  return round;
}

/**
 * The schedule estimate of /live's next rounds (issue 14), from the pace the
 * page's view carries and the clock it is read with: the same times
 * `scheduleEstimate` gives those rounds from the whole competition. Every
 * round listed as next is still to start.
 */
export function liveEstimate(
  live: Pick<LivePage, 'board' | 'pace'>,
  clock: EstimateClock,
): ScheduleEstimate {
  const toCome = live.board.next
    .filter((round) => round.planned !== '')
    .map((round) => ({ roundId: round.roundId, planned: round.planned, toCome: true }));
  return estimateFromPace(live.pace, toCome, clock);
}
