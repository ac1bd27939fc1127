import type { Round } from '../../competition/dance-event';
import { roundStates } from '../../competition/enumerations';
import { isPosted } from '../../competition/round-lifecycle-states';
import type { EstimateClock } from '../../schedule-estimate/schedule-estimate';
import type {
  BigScreenContent,
  FloorContent,
  ShownContent as Shown,
  WelcomeContent,
} from './big-screen-content-types';
import { heldFinal } from '../../floor/held-finals';
import { roundOnFloor } from '../../floor/round-on-floor';
import {
  finalContent,
  floorContent,
  recallsContent,
  upcomingContent,
  type ScreenSource,
} from './big-screen-parts';

/** How long auto mode keeps a just-posted result up, unless the floor moves on first. */
export const AUTO_RESULT_MINUTES = 5;

const at = (iso: string) => (iso === '' ? Number.NaN : Date.parse(iso));

function runningRounds(view: ScreenSource): Round[] {
  return Object.values(view.events).flatMap((event) =>
    Object.values(event.rounds).filter((round) => round.roundState === roundStates.Running),
  );
}

/** The round on the floor (`roundOnFloor`), with the heat called when it is that round's. */
function onTheFloor(view: ScreenSource): FloorContent | undefined {
  const round = roundOnFloor(view);
  if (!round) {
    return undefined;
  }
  const called = view.floor.onFloor;
  const isCalled =
    called?.eventName === round.eventName && called.roundNumber === round.roundNumber;
  return floorContent(view.events[round.eventName]!, round, isCalled ? called : undefined);
}

function welcome(view: ScreenSource): WelcomeContent {
  return { kind: 'welcome', name: view.metadata.fullName, text: view.floor.bigScreen.welcomeText };
}

/** The next rounds, or the welcome screen once nothing is left to dance. */
function upcomingOrWelcome(view: ScreenSource, clock: EstimateClock): Shown {
  return upcomingContent(view, clock) ?? welcome(view);
}

/** The floor now, else what comes next, else the welcome screen. */
function floorOrNext(view: ScreenSource, clock: EstimateClock): FloorContent | Shown {
  return onTheFloor(view) ?? upcomingOrWelcome(view, clock);
}

/**
 * The result posted last, when auto mode should still show it: posted at
 * most `AUTO_RESULT_MINUTES` ago and no later than anything the floor did
 * since (a heat called, a round started). A final is shown whole.
 */
function justPosted(view: ScreenSource, clock: EstimateClock): Shown | undefined {
  let latest: { eventName: string; round: Round; postedAt: number } | undefined;
  for (const event of Object.values(view.events)) {
    for (const round of Object.values(event.rounds)) {
      const postedAt = at(view.results[event.name]?.rounds[round.roundNumber]?.postedAt ?? '');
      // A break the MC ended is Posted with no result (issue 25 item 12): nothing to show.
      const hasResult = Number.isFinite(postedAt);
      // A held final waits for the controller's reveal or the awards (ADR 029).
      const held = round.roundNumber === 1 && heldFinal(view, event.name) !== undefined;
      if (
        isPosted(round.roundState) &&
        hasResult &&
        !held &&
        (latest === undefined || postedAt > latest.postedAt)
      ) {
        latest = { eventName: event.name, round, postedAt };
      }
    }
  }
  if (!latest || at(clock.now) - latest.postedAt > AUTO_RESULT_MINUTES * 60_000) {
    return undefined;
  }
  const floorMoved = [
    at(view.floor.onFloor?.at ?? ''),
    ...runningRounds(view).map((round) => at(round.roundActualStartTime)),
  ].some((time) => time > latest.postedAt);
  if (floorMoved) {
    return undefined;
  }
  const event = view.events[latest.eventName]!;
  return latest.round.roundNumber === 1
    ? finalContent(view, event, Number.POSITIVE_INFINITY)
    : recallsContent(view, event, latest.round);
}

/**
 * The auto rule: a result posted in the last few minutes, unless the floor
 * has moved on since (a prelim's recalls; a final whole, as there is no
 * controller to reveal it); else the heat on the floor (or the running
 * round); else the next rounds with their times; else the welcome screen.
 */
function automatic(view: ScreenSource, clock: EstimateClock): Shown {
  return justPosted(view, clock) ?? floorOrNext(view, clock);
}

/**
 * What the big screen shows now (issue 14), from the public view, for the
 * mode the controller picked (`floor.bigScreen`). A picked round that can no
 * longer be shown (its result taken back) falls back to the auto rule; the
 * floor with nothing on it shows what comes next; the upcoming list with
 * nothing left shows the welcome screen. A final shows only the places
 * revealed so far, counted from last. Pure: the clock is passed in (the
 * upcoming times and how long a result stays up read it).
 */
export function bigScreenContent(view: ScreenSource, clock: EstimateClock): BigScreenContent {
  const screen = view.floor.bigScreen;
  const event = screen.eventName === undefined ? undefined : view.events[screen.eventName];
  const round = screen.roundNumber === undefined ? undefined : event?.rounds[screen.roundNumber];
  const picked = (): Shown | undefined => {
    switch (screen.mode) {
      case 'auto':
        return undefined;
      case 'floor':
        return floorOrNext(view, clock);
      case 'recalls':
        return event && round && recallsContent(view, event, round);
      case 'final':
        return event && finalContent(view, event, screen.revealed);
      case 'upcoming':
        return upcomingOrWelcome(view, clock);
      case 'welcome':
        return welcome(view);
    }
  };
  const chosen = picked();
  return chosen ? { ...chosen, auto: false } : { ...automatic(view, clock), auto: true };
}
