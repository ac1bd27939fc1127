import { accept, refuse, type DecideContext, type Decision } from '../competition/decision';
import { transition } from '../competition/round-lifecycle';
import type { CompetitionState } from '../competition/state';
import { findRound } from '../competition/lookups';
import { roundOutcome, type RoundOutcome } from './round-outcome';
import { closedReason, findPanelJudge, roundLabel } from './scoring-lookups';

/** "judge Ann Lee: Waltz, Tango; judge Bo Chen: Waltz": the cards a round still waits for. */
export function describeMissing(outcome: RoundOutcome): string {
  const byJudge = new Map<string, string[]>();
  for (const { judgeKey, dance } of outcome.missing) {
    const name = outcome.panel.find((judge) => judge.key === judgeKey)?.name ?? judgeKey;
    byJudge.set(name, [...(byJudge.get(name) ?? []), dance]);
  }
  return [...byJudge].map(([name, dances]) => `${name} (${dances.join(', ')})`).join('; ');
}

/** The outcome of a round whose every card is in, or the refusal saying what is missing. */
export function completeOutcome(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
): { ok: true; outcome: RoundOutcome } | { ok: false; error: string } {
  const found = findRound(state, eventName, roundNumber);
  if (!found.ok) {
    return found;
  }
  const outcome = roundOutcome(state, eventName, roundNumber)!;
  if (outcome.panel.length === 0) {
    return { ok: false, error: 'the competition has no judges: add them on the officials screen' };
  }
  if (outcome.missing.length > 0) {
    return {
      ok: false,
      error: `${roundLabel(found.value)} still waits for marks from ${describeMissing(outcome)}`,
    };
  }
  if (outcome.problem) {
    return { ok: false, error: `the stored marks cannot be scored: ${outcome.problem}` };
  }
  return { ok: true, outcome };
}

/** The chairman lets one judge mark again, saying why; an approval is withdrawn. */
export function reopenJudgeCard(
  state: CompetitionState,
  command: { eventName: string; roundNumber: number; judgeKey: string; reason: string },
  context: DecideContext,
): Decision {
  const found = findRound(state, command.eventName, command.roundNumber);
  if (!found.ok) {
    return refuse(found.error);
  }
  // A Marked round takes cards again; a closed one refuses before the judge is looked up.
  const moved = transition(found.value, { kind: 'cardReopened' });
  if (!moved.ok) {
    return refuse(moved.refusal);
  }
  const judge = findPanelJudge(state, found.value, command.judgeKey);
  if (!judge.ok) {
    return refuse(judge.error);
  }
  return accept(
    {
      type: 'JudgeCardReopened',
      eventName: command.eventName,
      roundNumber: command.roundNumber,
      judgeKey: command.judgeKey,
      card: { reason: command.reason, by: context.actor ?? 'system', at: context.now() },
    },
    ...moved.events,
  );
}

/**
 * The chairman's recall: how many couples go through, decided from the
 * totals. Any natural break may be chosen, above or below the marks each
 * judge was asked for (a round marked for 40 may recall 43), but never a
 * number splitting couples with equal totals (§2.1). Who chose is recorded.
 */
export function setRecallCut(
  state: CompetitionState,
  command: { eventName: string; roundNumber: number; recall: number },
  context: DecideContext,
): Decision {
  const complete = completeOutcome(state, command.eventName, command.roundNumber);
  if (!complete.ok) {
    return refuse(complete.error);
  }
  const { outcome } = complete;
  const closed = closedReason(outcome.round);
  if (closed) {
    return refuse(closed);
  }
  if (outcome.kind !== 'prelim' || !outcome.tally) {
    return refuse(`${roundLabel(outcome.round)} is a final: it places couples, it recalls none`);
  }
  const { ranking } = outcome.tally;
  if (command.recall > ranking.length) {
    return refuse(`only ${ranking.length} couples danced ${roundLabel(outcome.round)}`);
  }
  const last = ranking[command.recall - 1]!;
  const next = ranking[command.recall];
  if (next && next.total === last.total) {
    const tied = ranking.filter((row) => row.total === last.total);
    const fewer = ranking.filter((row) => row.total > last.total).length;
    const choices = fewer > 0 ? `${fewer} or ${fewer + tied.length}` : `${tied.length}`;
    return refuse(
      `recalling ${command.recall} would split the ${tied.length} couples tied on ${last.total} marks: recall ${choices}`,
    );
  }
  return accept({
    type: 'RecallCutSet',
    eventName: command.eventName,
    roundNumber: command.roundNumber,
    recall: command.recall,
    by: context.actor ?? 'system',
    at: context.now(),
  });
}

/** Whether the round's result is decided: a final's places, or a preliminary round's recall. */
export function undecidedReason(outcome: RoundOutcome): string | undefined {
  if (outcome.kind === 'final') {
    return outcome.result ? undefined : 'the final cannot be placed yet';
  }
  if (outcome.advancing) {
    return undefined;
  }
  const tie = outcome.tie;
  return tie
    ? `${tie.couples.length} couples are tied on ${tie.total} marks at the cut: the chairman chooses to recall ${tie.fewer} or ${tie.more}`
    : 'the recall is not decided yet';
}

/**
 * The outcome of a round ready to approve or post: every card in, still
 * taking cards (not posted), and its result decided (no open tie at the cut).
 */
export function decidedOutcome(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
): { ok: true; outcome: RoundOutcome } | { ok: false; error: string } {
  const complete = completeOutcome(state, eventName, roundNumber);
  if (!complete.ok) {
    return complete;
  }
  const problem = closedReason(complete.outcome.round) ?? undecidedReason(complete.outcome);
  return problem ? { ok: false, error: problem } : complete;
}

/** The chairman approves a round whose every card is in and whose result is decided. */
export function approveRound(
  state: CompetitionState,
  eventName: string,
  roundNumber: number,
  context: DecideContext,
): Decision {
  const decided = decidedOutcome(state, eventName, roundNumber);
  if (!decided.ok) {
    return refuse(decided.error);
  }
  return accept({
    type: 'RoundApproved',
    eventName,
    roundNumber,
    at: context.now(),
    by: context.actor ?? 'system',
  });
}
