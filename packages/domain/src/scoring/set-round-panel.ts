import { accept, refuse, type AreaContext, type Decision } from '../competition/decision';
import type { DomainEvent } from '../competition/events';
import { transition } from '../competition/round-lifecycle';
import { isPosted, takesCards } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { findRound } from '../competition/lookups';
import type { Round } from '../competition/dance-event';
import { defaultPanel, roundPanel, statePanel } from './panel';
import { judgedDances, missingCards, roundMarksOf, roundScoringOf } from './round-cards';
import { findJudge, roundLabel } from './scoring-lookups';

export interface SetRoundPanel {
  eventName: string;
  roundNumber: number;
  judgeKeys: string[];
  /** The round is under way and the one asking was told what changing its panel does. */
  confirmRunning?: boolean;
}

const sameKeys = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.join('\u0000') === b.join('\u0000'));

/**
 * The keys to store for a chosen panel, in letter order, or undefined when
 * the panel is the round's default panel: then a judge added later marks
 * the round too, as in a round nobody chose a panel for.
 */
function storedPanel(
  state: CompetitionState,
  round: Round,
  judgeKeys: readonly string[],
): string[] | undefined {
  const chosen = new Set(judgeKeys);
  const panel = statePanel(state)
    .map((judge) => judge.key)
    .filter((key) => chosen.has(key));
  const byDefault = defaultPanel(state, round).map((judge) => judge.key);
  return sameKeys(panel, byDefault) ? undefined : panel;
}

/**
 * A round already taking cards follows its new panel: Marked once every
 * panel judge's cards are in, back to Running while one is missing.
 */
function followPanel(
  state: CompetitionState,
  set: DomainEvent,
  command: SetRoundPanel,
  context: AreaContext,
) {
  const after = context.applyAll(state, [set])!;
  const round = after.events[command.eventName]!.rounds[command.roundNumber]!;
  const missing = missingCards(
    roundPanel(after, round),
    judgedDances(after.events[command.eventName]!),
    roundMarksOf(after, command.eventName, command.roundNumber),
    roundScoringOf(after, command.eventName, command.roundNumber),
  );
  return missing.length === 0
    ? transition(round, { kind: 'cardStored', missingCards: 0 })
    : transition(round, { kind: 'cardReopened' });
}

/**
 * Chooses the judges who mark a round (issue 15): any judges of the
 * competition, at least one. Before the round starts it is a plain choice;
 * once it runs the one asking must confirm (the cards already in stay in the
 * history, an approval and a chosen recall are withdrawn); a posted round's
 * panel no longer changes.
 */
export function setRoundPanel(
  state: CompetitionState,
  command: SetRoundPanel,
  context: AreaContext,
): Decision {
  const found = findRound(state, command.eventName, command.roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  const round = found.value;
  if (isPosted(round.roundState)) {
    return refuse(`${roundLabel(round)} has been posted: its panel can no longer change`);
  }
  if (command.judgeKeys.length === 0) {
    return refuse(`choose at least one judge to mark ${roundLabel(round)}`);
  }
  for (const key of command.judgeKeys) {
    const judge = findJudge(state, key);
    if (!judge.ok) {
      return refuse(judge.error);
    }
  }
  const panel = storedPanel(state, round, command.judgeKeys);
  if (sameKeys(panel, round.panel)) {
    return accept();
  }
  const running = takesCards(round.roundState);
  if (running && !command.confirmRunning) {
    return refuse(
      `${roundLabel(round)} is under way: changing its panel keeps the cards already in and withdraws an approval; confirm to change it`,
    );
  }
  const set: DomainEvent = {
    type: 'RoundPanelSet',
    eventName: command.eventName,
    roundNumber: command.roundNumber,
    ...(panel && { judgeKeys: panel }),
  };
  if (!running) {
    return accept(set);
  }
  const moved = followPanel(state, set, command, context);
  return moved.ok ? accept(set, ...moved.events) : refuse(moved.refusal);
}
