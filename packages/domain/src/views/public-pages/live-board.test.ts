import { describe, expect, it } from 'vitest';
import { liveBoard } from './live-board';
import { roundResult } from './round-result';
import { day, LATIN, marked, numbersIn, RHYTHM, run, spectators } from './live-test-competition';

describe('liveBoard', () => {
  it('before anything runs: nothing on the floor, the day ahead with its planned times', () => {
    const board = liveBoard(spectators(day()));
    expect(board.onFloor).toEqual([]);
    expect(board.latest).toEqual([]);
    // Venue-local planned starts: the page words them ("Tue 9 Feb 09:00").
    expect(board.next.map((round) => [round.label, round.planned])).toEqual([
      ['Silver Latin Semi-Final', '2027-02-09T09:00'],
      ['Silver Latin Final', expect.stringMatching(/^2027-02-09T09:\d\d$/)],
      ['Lunch Break', expect.stringMatching(/^2027-02-09T\d\d:\d\d$/)],
      ['Gold Rumba Final', expect.stringMatching(/^2027-02-09T\d\d:\d\d$/)],
    ]);
    expect(board.next[0]).toMatchObject({ level: 'Silver', couples: 8, scheduleIndex: 1 });
  });

  it('puts a running round on the floor and flags the other rounds of its event', () => {
    const state = run(day(), { type: 'startRound', eventName: LATIN, roundNumber: 2 });
    const board = liveBoard(spectators(state));
    expect(board.onFloor.map((round) => round.label)).toEqual(['Silver Latin Semi-Final']);
    expect(board.next.map((round) => [round.label, round.sameEventOnFloor])).toEqual([
      ['Silver Latin Final', true],
      ['Lunch Break', false],
      ['Gold Rumba Final', false],
    ]);
  });

  it('shows a break the MC started as on now, and one ended or passed by never as Next', () => {
    const started = run(day(), { type: 'startBreak', eventName: 'Lunch Break' });
    const running = liveBoard(spectators(started));
    expect(running.onFloor.map((round) => round.label)).toEqual(['Lunch Break']);
    expect(running.next.map((round) => round.label)).not.toContain('Lunch Break');
    const ended = run(started, { type: 'endBreak', eventName: 'Lunch Break' });
    expect(liveBoard(spectators(ended)).onFloor).toEqual([]);
    expect(liveBoard(spectators(ended)).next.map((round) => round.label)).toEqual([
      'Silver Latin Semi-Final',
      'Silver Latin Final',
      'Gold Rumba Final',
    ]);
    // A lunch the MC never started is behind the floor once a round after it has started.
    const passed = run(day(), { type: 'startRound', eventName: RHYTHM, roundNumber: 1 });
    expect(liveBoard(spectators(passed)).next.map((round) => round.label)).toEqual([
      'Silver Latin Semi-Final',
      'Silver Latin Final',
    ]);
  });

  it('moves a round whose marks are in to "being scored", then shows its recalls once posted', () => {
    let state = marked(day(), LATIN, 2, (dancing) => dancing.slice(0, 6));
    expect(liveBoard(spectators(state)).scoring.map((round) => round.label)).toEqual([
      'Silver Latin Semi-Final',
    ]);
    state = run(
      state,
      { type: 'approveRound', eventName: LATIN, roundNumber: 2 },
      { type: 'postRound', eventName: LATIN, roundNumber: 2 },
    );
    const board = liveBoard(spectators(state));
    expect(board.scoring).toEqual([]);
    const semi = numbersIn(state, LATIN, 2);
    expect(board.latest).toEqual([
      expect.objectContaining({
        kind: 'recall',
        roundName: 'Semi-Final',
        nextRoundName: 'Final',
        recalled: semi.slice(0, 6).map((number, index) => ({
          number,
          names: `${LATIN} Lead ${index + 1} & ${LATIN} Follow ${index + 1}`,
        })),
      }),
    ]);
  });

  it('lists the newest result first', () => {
    let state = marked(day(), LATIN, 2, (dancing) => dancing.slice(0, 6));
    state = run(
      state,
      { type: 'approveRound', eventName: LATIN, roundNumber: 2 },
      { type: 'postRound', eventName: LATIN, roundNumber: 2 },
    );
    state = marked(state, RHYTHM, 1, (dancing) => [...dancing].reverse());
    state = run(
      state,
      { type: 'approveRound', eventName: RHYTHM, roundNumber: 1 },
      { type: 'postRound', eventName: RHYTHM, roundNumber: 1 },
    );
    const board = liveBoard(spectators(state));
    expect(board.latest.map((result) => `${result.eventName} ${result.roundName}`)).toEqual([
      'Gold Rumba Final',
      'Silver Latin Semi-Final',
    ]);
  });
});

describe('roundResult', () => {
  it('gives a final’s places best first once posted, and the couples dancing before', () => {
    let state = marked(day(), RHYTHM, 1, (dancing) => [...dancing].reverse());
    const dancing = numbersIn(state, RHYTHM, 1);
    expect(roundResult(spectators(state), RHYTHM, 1)).toMatchObject({
      kind: 'pending',
      state: 4,
      couples: dancing.map((number) => ({ number })),
    });
    state = run(
      state,
      { type: 'approveRound', eventName: RHYTHM, roundNumber: 1 },
      { type: 'postRound', eventName: RHYTHM, roundNumber: 1 },
    );
    const result = roundResult(spectators(state), RHYTHM, 1);
    expect(
      result.kind === 'final' && result.places.map((couple) => [couple.place, couple.number]),
    ).toEqual([...dancing].reverse().map((number, index) => [index + 1, number]));
  });

  it('says so for an unknown event or round', () => {
    expect(roundResult(spectators(day()), 'Nope', 1)).toEqual({ kind: 'unknown' });
    expect(roundResult(spectators(day()), LATIN, 7)).toEqual({ kind: 'unknown' });
  });
});
