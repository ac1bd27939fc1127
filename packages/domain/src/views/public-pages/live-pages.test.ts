import { describe, expect, it } from 'vitest';
import { scheduleEstimate } from '../../schedule-estimate/schedule-estimate';
import { schedulePace } from '../../schedule-estimate/schedule-pace';
import { liveBoard } from './live-board';
import { liveEstimate } from './live-pages';
import { day, LATIN, marked, run, spectators } from './live-test-competition';
import { publicPageView } from './page-view';

const roundPath = (event: string, round: string) => `/live/${encodeURIComponent(event)}/${round}`;

describe('the view of /live (ADR 044)', () => {
  it('holds the board, the settings that shape it and the day’s pace, from the public view', () => {
    const state = run(day(), { type: 'startRound', eventName: LATIN, roundNumber: 2 });
    const view = publicPageView(state, '/live');
    expect(view.page).toBe('liveCompView');
    const live = view.page === 'liveCompView' ? view.live : undefined;
    expect(live?.board).toEqual(liveBoard(spectators(state)));
    expect(live?.pace).toEqual(schedulePace(state));
    expect(live?.display).toEqual({
      showScheduleIndex: false,
      hideLiveSchedule: false,
      hideLevelIcons: false,
      highlightOtherRoundsInEvent: false,
      liveScrollRefreshIndex: 0,
    });
  });

  it('estimates its next rounds as the whole competition’s estimate does, the day running late', () => {
    const started = run(day(), { type: 'startRound', eventName: LATIN, roundNumber: 2 });
    const view = publicPageView(started, '/live');
    const live = view.page === 'liveCompView' ? view.live : undefined;
    // The Semi-Final was planned for 09:00 on 9 February and started at noon UTC: 07:00 in a
    // zone 5 hours behind UTC (the day runs ahead), 13:30 in one 90 minutes ahead (behind).
    for (const [now, utcOffsetMinutes] of [
      ['2027-02-09T12:30:00.000Z', -300],
      ['2027-02-09T12:30:00.000Z', 90],
    ] as const) {
      const clock = { now, utcOffsetMinutes };
      const whole = scheduleEstimate(started, clock);
      const page = liveEstimate(live!, clock);
      expect(page.delayMinutes).toBe(whole.delayMinutes);
      expect(page.delayMinutes).not.toBeUndefined();
      for (const round of live!.board.next) {
        expect(page.rounds[round.roundId], round.label).toEqual(whole.rounds[round.roundId]);
      }
    }
  });

  it('keeps its parts while the public view’s do, and a setting changes only the display', () => {
    const state = day();
    const before = publicPageView(state, '/live');
    const again = publicPageView(state, '/live');
    expect(again.page === 'liveCompView' && again.live).toBe(
      before.page === 'liveCompView' && before.live,
    );
    const after = publicPageView(
      run(state, { type: 'updateSettings', patch: { hideLevelIcons: true } }),
      '/live',
    );
    if (before.page !== 'liveCompView' || after.page !== 'liveCompView') {
      throw new Error('not the live page');
    }
    expect(after.live.board).toBe(before.live.board);
    expect(after.live.pace).toBe(before.live.pace);
    expect(after.live.display.hideLevelIcons).toBe(true);
  });
});

describe('the view of /live/{event}/{round} (ADR 044)', () => {
  it('holds the round’s couples until posted, then its recalls', () => {
    let state = marked(day(), LATIN, 2, (dancing) => dancing.slice(0, 6));
    expect(publicPageView(state, roundPath(LATIN, '2'))).toMatchObject({
      page: 'liveRoundResultView',
      round: { kind: 'pending', eventName: LATIN, roundNumber: 2, roundName: 'Semi-Final' },
    });
    state = run(
      state,
      { type: 'approveRound', eventName: LATIN, roundNumber: 2 },
      { type: 'postRound', eventName: LATIN, roundNumber: 2 },
    );
    const view = publicPageView(state, roundPath(LATIN, '2'));
    expect(view).toMatchObject({
      page: 'liveRoundResultView',
      round: { kind: 'recall', nextRoundName: 'Final' },
    });
    expect(view.page === 'liveRoundResultView' && view.round.kind === 'recall').toBe(true);
  });

  it.each([
    ['an event the competition does not run', roundPath('Nope', '1')],
    ['a round the event does not have', roundPath(LATIN, '7')],
    ['a round number written another way', roundPath(LATIN, '02')],
    ['a round number that is no round', roundPath(LATIN, '0')],
    ['a fraction', roundPath(LATIN, '1.0')],
    ['a name every object has', roundPath('__proto__', '1')],
    ['another name every object has', roundPath('constructor', '1')],
  ])('is not found for %s (%s)', (_, path) => {
    expect(publicPageView(day(), path).page).toBe('unknown');
  });
});
