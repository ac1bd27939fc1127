import type { Round } from '../competition/dance-event';
import { roundLabel } from '../competition/round-label';
import { closedReason } from '../competition/round-lifecycle-states';
import type { CompetitionState } from '../competition/state';
import { findRound, type Found } from '../competition/lookups';
import { judgeTitle } from '../competition/judge-letters';
import { roundPanel, statePanel, type PanelJudge } from './panel';
import { judgedDances, roundScoringOf } from './round-cards';

// Scoring's refusals name rounds and closed rounds as the lifecycle does.
export { closedReason, roundLabel };

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

/** Finds a judge on the panel of `round` (`roundPanel`), naming what is wrong otherwise. */
export function findPanelJudge(
  state: CompetitionState,
  round: Round,
  judgeKey: string,
): Found<PanelJudge> {
  const judge = findJudge(state, judgeKey);
  if (!judge.ok || roundPanel(state, round).some((onPanel) => onPanel.key === judgeKey)) {
    return judge;
  }
  return {
    ok: false,
    error: `${judgeTitle(judge.value)} is not on the panel of ${roundLabel(round)}`,
  };
}

/**
 * The round, judge and dance of a card, checked: the round takes cards, the
 * judge is on its panel and may still mark it (not approved, or their card reopened), and the
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
  const judge = findPanelJudge(state, round.value, judgeKey);
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
