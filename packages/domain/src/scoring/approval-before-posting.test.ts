import { describe, expect, it } from 'vitest';
import type { Command } from '../composition/command';
import { roundStates } from '../competition/enumerations';
import { defaultSettings } from '../competition/settings';
import { attempt, run } from '../../testing/setup-competition';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';

const SEMI = 2;
const approve: Command = { type: 'approveRound', eventName: EVENT, roundNumber: SEMI };
const post: Command = { type: 'postRound', eventName: EVENT, roundNumber: SEMI };
const turnedOff: Command = { type: 'updateSettings', patch: { approvalBeforePosting: false } };
const refusal = `the chairman has not approved the Semi-Final of "${EVENT}": approve it on the chairman’s screen, or turn off approval before posting in the settings`;

/** The Semi-Final of 8, every card in and a clean cut of 6: ready to approve and post. */
function markedSemi(...before: Command[]) {
  const started = run(markedCompetition(8), ...before, {
    type: 'startRound',
    eventName: EVENT,
    roundNumber: SEMI,
  });
  const numbers = numbersIn(started, SEMI);
  return run(started, ...allCards(SEMI, () => numbers.slice(0, 6)));
}

const semiState = (state: ReturnType<typeof markedSemi>) =>
  state.events[EVENT]!.rounds[SEMI]!.roundState;

describe('approval before posting (issue 15)', () => {
  it('is on by default', () => {
    expect(defaultSettings.approvalBeforePosting).toBe(true);
    expect(markedSemi().settings.approvalBeforePosting).toBe(true);
  });

  it('refuses to post a round the chairman has not approved, saying what to do', () => {
    const state = markedSemi();
    expect(attempt(state, post)).toEqual({ ok: false, error: refusal });
    expect(semiState(state)).toBe(roundStates.Marked);
  });

  it('posts the round once the chairman approves it', () => {
    const state = run(markedSemi(), approve, post);
    expect(semiState(state)).toBe(roundStates.Posted);
    expect(state.results[EVENT]!.rounds[SEMI]!.recalled).toHaveLength(6);
  });

  it('refuses again when a reopened card withdrew the approval', () => {
    const state = run(markedSemi(), approve, {
      type: 'reopenJudgeCard',
      eventName: EVENT,
      roundNumber: SEMI,
      judgeKey: 'judge-a',
      reason: 'wrong couple marked',
    });
    const numbers = numbersIn(state, SEMI);
    const again = run(
      state,
      ...allCards(SEMI, () => numbers.slice(0, 6)).filter(
        (card) => card.type === 'submitMarks' && card.judgeKey === 'judge-a',
      ),
    );
    expect(attempt(again, post)).toEqual({ ok: false, error: refusal });
  });

  it('turned off, posts a round nobody approved', () => {
    const state = run(markedSemi(turnedOff), post);
    expect(semiState(state)).toBe(roundStates.Posted);
  });

  it('still names missing cards first: approval is the last thing posting waits for', () => {
    const started = run(markedCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: SEMI,
    });
    const decision = attempt(started, post);
    expect(decision.ok ? '' : decision.error).toMatch(/still waits for marks from/);
  });
});
