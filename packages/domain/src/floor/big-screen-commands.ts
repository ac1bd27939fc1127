import type { CompetitionState } from '../competition/state';
import { roundLabel } from '../competition/round-label';
import { isPosted } from '../competition/round-lifecycle-states';
import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import { findRound } from '../competition/lookups';
import type { BigScreen, BigScreenMode } from './state';
import { heldAfterReveal } from './held-finals';

interface BigScreenPatch {
  mode?: BigScreenMode | undefined;
  eventName?: string | undefined;
  roundNumber?: number | undefined;
  welcomeText?: string | undefined;
}

/** Modes that show one posted round. */
const roundModes: readonly BigScreenMode[] = ['recalls', 'final'];

/** Couples a posted final places, which the reveal walks through from last to 1st. */
export function placedCouples(state: CompetitionState, eventName: string): number {
  return Object.keys(state.results[eventName]?.rounds[1]?.placements ?? {}).length;
}

/**
 * The controller's pick. Only posted rounds reach the big screen (the hall
 * never sees marks the scrutineer has not published), and a final only in
 * `final` mode. Changing the round or mode starts a reveal from the top.
 */
export function setBigScreen(
  state: CompetitionState,
  patch: BigScreenPatch,
  context: DecideContext,
): Decision {
  const current = state.floor.bigScreen;
  const next: BigScreen = {
    ...current,
    ...(patch.mode === undefined ? {} : { mode: patch.mode }),
    ...(patch.eventName === undefined ? {} : { eventName: patch.eventName }),
    ...(patch.roundNumber === undefined ? {} : { roundNumber: patch.roundNumber }),
    ...(patch.welcomeText === undefined ? {} : { welcomeText: patch.welcomeText }),
    changedAt: context.now(),
  };
  if (roundModes.includes(next.mode)) {
    if (next.eventName === undefined || next.roundNumber === undefined) {
      return refuse(`choose the round the big screen shows in ${next.mode} mode`);
    }
    const found = findRound(state, next.eventName, next.roundNumber);
    if (!found.ok) {
      return refuse(found.error);
    }
    if (!isPosted(found.value.roundState)) {
      return refuse(
        `${roundLabel(found.value)} is not posted: the big screen shows posted results only`,
      );
    }
    if (next.mode === 'final' && next.roundNumber !== 1) {
      return refuse(`${roundLabel(found.value)} is not a final: show its recalls instead`);
    }
    if (next.mode === 'recalls' && next.roundNumber === 1) {
      return refuse(`${roundLabel(found.value)} is a final: show it in final mode`);
    }
  }
  const sameShow =
    next.mode === current.mode &&
    next.eventName === current.eventName &&
    next.roundNumber === current.roundNumber;
  return accept({
    type: 'BigScreenSet',
    screen: { ...next, revealed: sameShow ? current.revealed : 0 },
  });
}

/**
 * The final's next place on the big screen, from last place up to 1st. A held
 * final's place is public the moment the hall sees it (ADR 029).
 */
export function revealNextPlace(state: CompetitionState, context: DecideContext): Decision {
  const screen = state.floor.bigScreen;
  if (screen.mode !== 'final' || screen.eventName === undefined) {
    return refuse('the big screen is not showing a final: choose one first');
  }
  const placed = placedCouples(state, screen.eventName);
  if (screen.revealed >= placed) {
    return refuse(`every place of "${screen.eventName}" is already shown`);
  }
  const revealed = screen.revealed + 1;
  return accept(
    { type: 'BigScreenSet', screen: { ...screen, revealed, changedAt: context.now() } },
    ...heldAfterReveal(state, screen.eventName, revealed),
  );
}
