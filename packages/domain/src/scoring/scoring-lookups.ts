import type { Round } from '../competition/dance-event';
import { roundStates, roundStateName } from '../competition/enumerations';
import type { CompetitionState } from '../competition/state';
import { findRound, type Found } from '../setup/lookups';
import { statePanel, type PanelJudge } from './panel';
import { judgedDances, roundScoringOf, roundTakesMarks } from './round-cards';

/** "the Semi-Final of "Bronze Standard"": how refusals name a round. */
export const roundLabel = (round: Round) => `the ${round.roundName} of "${round.eventName}"`;

/** Finds a judge on the panel by key, naming what is wrong otherwise. */
export function findJudge(state: CompetitionState, judgeKey: string): Found<PanelJudge> {
  const judge = statePanel(state).find((candidate) => candidate.key === judgeKey);
  if (judge) {
    return { ok: true, value: judge };
  }
  return {
    ok: false,
    error: state.metadata.officials[judgeKey]
      ? `${state.metadata.officials[judgeKey].name} is not a judge (only Judge and Chairman of Judges mark)`
      : `no judge with key "${judgeKey}"`,
  };
}

/** Why a round takes no cards now, or undefined when it does. */
export function closedReason(round: Round): string | undefined {
  if (roundTakesMarks(round)) {
    return undefined;
  }
  if (round.roundState === roundStates.Posted) {
    return `${roundLabel(round)} has been posted: its marks can no longer change`;
  }
  return `${roundLabel(round)} is ${roundStateName(round.roundState)}, not on the floor: start it first`;
}

/**
 * The round, judge and dance of a card, checked: the round takes cards, the
 * judge may still mark it (not approved, or their card reopened), and the
 * dance is one of the event's.
 */
export function findCardTarget(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  judgeKey: string,
  dance: string,
): Found<{ round: Round; judge: PanelJudge }> {
  const round = findRound(state, eventName, roundNumber);
  if (!round.ok) {
    return round;
  }
  const judge = findJudge(state, judgeKey);
  if (!judge.ok) {
    return judge;
  }
  const closed = closedReason(round.value);
  if (closed) {
    return { ok: false, error: closed };
  }
  const scoring = roundScoringOf(state, eventName, roundNumber);
  if (scoring.approvedAt && !scoring.reopened[judgeKey]) {
    return {
      ok: false,
      error: `the chairman has approved ${roundLabel(round.value)}: ask the chairman to reopen the card of judge ${judge.value.name}`,
    };
  }
  const dances = judgedDances(state.events[eventName]!);
  if (!dances.includes(dance)) {
    return {
      ok: false,
      error: `"${eventName}" has no dance ${dance} (it has ${dances.join(', ')})`,
    };
  }
  return { ok: true, value: { round: round.value, judge: judge.value } };
}
