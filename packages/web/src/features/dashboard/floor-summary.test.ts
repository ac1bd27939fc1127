import { scheduleEstimate, type Command, type CompetitionState } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { run } from '../../test-support/run-commands';
import { EVENT, scoringCompetition } from '../../test-support/scoring-competition';
import { checkInSoon, markedRounds, runningRounds } from './floor-summary';

// The test runner stamps every command at 12:00 UTC on 9 February 2027; the venue is at UTC.
const clock = (time: string) => ({ now: `2027-02-09T${time}:00Z`, utcOffsetMinutes: 0 });
const plan = (roundNumber: number, at: string): Command => ({
  type: 'updateRound',
  eventName: EVENT,
  roundNumber,
  roundStartTime: `2027-02-09T${at}`,
});

/** Eight couples: a Semi-Final (2) planned 11:40, then the Final (1) planned 12:30. */
function planned(): CompetitionState {
  return run(
    scoringCompetition(8),
    { type: 'updateSettings', patch: { autoAssignTimes: false } },
    plan(2, '11:40'),
    plan(1, '12:30'),
  );
}

describe('the floor at a glance', () => {
  it('lists a running round with its start and the minutes it has run', () => {
    const state = run(planned(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const [running] = runningRounds(state.events, clock('12:14'));
    expect(running).toMatchObject({ startedAt: '2027-02-09T12:00', minutesRunning: 14 });
    expect(running?.round.roundName).toBe('Semi-Final');
    // Two hours ahead of UTC, the same start reads 14:00 at the venue.
    expect(
      runningRounds(state.events, { ...clock('12:14'), utcOffsetMinutes: 120 })[0],
    ).toMatchObject({
      startedAt: '2027-02-09T14:00',
      minutesRunning: 14,
    });
    expect(markedRounds(state.events)).toEqual([]);
  });

  it('leaves out schedule items: nobody dances Lunch', () => {
    const state = run(
      planned(),
      { type: 'saveEvent', event: { name: 'Lunch', eventDances: ['Break'] } },
      { type: 'generateRounds', eventName: 'Lunch' },
      { type: 'setRoundState', eventName: 'Lunch', roundNumber: 1, roundState: 2 },
    );
    expect(runningRounds(state.events, clock('12:14'))).toEqual([]);
  });

  it('counts check-in for the rounds expected within the hour whose couples are known', () => {
    const state = planned();
    const [first] = Object.values(state.events[EVENT]!.rounds[2]!.entries);
    const checked = run(state, {
      type: 'checkIn',
      eventName: EVENT,
      roundNumber: 2,
      entryId: first!.entryId,
      checkedIn: true,
    });
    const at = clock('11:00');
    const soon = checkInSoon(checked.events, scheduleEstimate(checked, at), at);
    // The Final (12:30) is more than an hour away, and its couples come from the recall anyway.
    expect(
      soon.map((each) => [each.round.roundName, each.expected, each.checkedIn, each.total]),
    ).toEqual([['Semi-Final', '2027-02-09T11:40', 1, 8]]);
  });

  it('reads the time the estimate expects, and skips a round whose couples are not known yet', () => {
    // The Semi-Final starts at 12:00, 20 minutes late: the Final is expected 12:50, within the hour,
    // but its couples are only known once the Semi-Final posts its recall.
    const state = run(planned(), { type: 'startRound', eventName: EVENT, roundNumber: 2 });
    const at = clock('12:05');
    const estimate = scheduleEstimate(state, at);
    expect(estimate.rounds[`${EVENT}-R1`]?.estimated).toBe('2027-02-09T12:50');
    expect(checkInSoon(state.events, estimate, at)).toEqual([]);
  });
});
