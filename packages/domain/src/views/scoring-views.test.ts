import { describe, expect, it } from 'vitest';
import { roundStates } from '../competition/enumerations';
import { allCards, EVENT, markedCompetition, numbersIn } from '../../testing/scoring-competition';
import { run } from '../../testing/setup-competition';
import { judgeView } from './judge-view';
import { publicView } from './public-view';
import { scoringView, staffView } from './staff-view';

/** The Semi-Final of 8 marked by every judge, not yet posted. */
function markedSemi() {
  const started = run(markedCompetition(8), {
    type: 'startRound',
    eventName: EVENT,
    roundNumber: 2,
  });
  const numbers = numbersIn(started, 2);
  return run(started, ...allCards(2, () => numbers.slice(0, 6)));
}

describe('who sees unposted marks', () => {
  it('keeps them from the public and from staff, and gives them to the scoring staff', () => {
    const state = markedSemi();
    expect(publicView(state).marks).toEqual({});
    expect(staffView(state).marks).toEqual({});
    expect(scoringView(state).marks[EVENT]!.rounds[2]).toBeDefined();
  });

  it('publishes them with the results once the round is posted', () => {
    const state = run(
      markedSemi(),
      { type: 'approveRound', eventName: EVENT, roundNumber: 2 },
      { type: 'postRound', eventName: EVENT, roundNumber: 2 },
    );
    expect(Object.keys(publicView(state).marks[EVENT]!.rounds[2]!)).toHaveLength(5);
    expect(publicView(state).results[EVENT]!.rounds[2]!.recalled).toHaveLength(6);
    // The history (who keyed what, and why) stays with the scoring staff.
    expect(publicView(state).marks[EVENT]!.scoring).toBeUndefined();
  });
});

describe("a judge's tablet", () => {
  it("holds the judge's own cards and never another judge's", () => {
    const state = markedSemi();
    const view = judgeView(state, 'judge-b');
    expect(view.judge).toMatchObject({ key: 'judge-b', letter: 'B' });
    expect(view.current).toHaveLength(1);
    const [round] = view.current;
    expect(round).toMatchObject({ eventName: EVENT, roundNumber: 2, requested: 6, isFinal: false });
    expect(Object.keys(round!.cards)).toEqual(['Waltz', 'Quickstep']);
    expect(JSON.stringify(view)).not.toContain('judge-a');
  });

  it('shows the round closed once the chairman approves, and open again when reopened', () => {
    let state = run(markedSemi(), { type: 'approveRound', eventName: EVENT, roundNumber: 2 });
    expect(judgeView(state, 'judge-b').current[0]).toMatchObject({
      open: false,
      closedReason: 'Approved by the chairman.',
    });
    state = run(state, {
      type: 'reopenJudgeCard',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-b',
      reason: 'check the Quickstep',
    });
    expect(judgeView(state, 'judge-b').current[0]).toMatchObject({
      open: true,
      reopenedReason: 'check the Quickstep',
      roundState: roundStates.Running,
    });
  });

  it('lists the rounds still to come, and nothing for a key that is not a judge', () => {
    const state = markedCompetition(8);
    expect(judgeView(state, 'judge-c').upcoming.map((round) => round.roundName)).toEqual([
      'Semi-Final',
      'Final',
    ]);
    expect(judgeView(state, 'nobody')).toMatchObject({
      judge: undefined,
      current: [],
      upcoming: [],
    });
  });
});
