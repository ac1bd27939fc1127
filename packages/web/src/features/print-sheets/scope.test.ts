import { roundStates, type CompetitionState, type Dance, type Round } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import {
  dayName,
  plannedDays,
  resolveScope,
  roundChoices,
  scopeFromSearch,
  scopeParams,
  sessionsOf,
  type PrintScope,
} from './scope';

type Events = CompetitionState['events'];

/** One event with one round at a schedule index and planned start. */
function add(
  events: Events,
  name: string,
  index: number,
  start: string,
  dances: Dance[] = ['Waltz'],
) {
  const round: Round = {
    eventName: name,
    roundNumber: 1,
    roundId: `${name}-R1`,
    roundName: 'Final',
    scheduleIndex: index,
    roundState: roundStates.Initialized,
    recallSize: 6,
    numHeats: 1,
    roundStartTime: start,
    roundActualStartTime: '',
    entries: {},
  };
  events[name] = { name, eventDances: dances, entries: {}, rounds: { 1: round } };
}

/** Saturday: A, B, Lunch Break, C, Awards; Sunday: D, E, then an unscheduled F. */
function weekend(): Events {
  const events: Events = {};
  add(events, 'A', 1, '2027-04-10T09:00');
  add(events, 'B', 2, '2027-04-10T09:20');
  add(events, 'Lunch Break', 3, '2027-04-10T12:00', ['Break']);
  add(events, 'C', 4, '2027-04-10T13:00');
  add(events, 'Awards', 5, '2027-04-10T14:00', ['Awards']);
  add(events, 'D', 6, '2027-04-11T09:00');
  add(events, 'E', 7, '2027-04-11T09:30');
  add(events, 'F', 0, '');
  return events;
}

const ids = (scope: PrintScope) => {
  const result = resolveScope(weekend(), scope);
  return result.ok ? result.rounds.map((round) => round.roundId) : result.error;
};

describe('print scope', () => {
  it('reads a round, a session or a day from the URL, and writes it back', () => {
    const cases: [string, PrintScope][] = [
      ['round=A-R1&paper=letter', { type: 'round', roundId: 'A-R1' }],
      ['day=2027-04-10&session=2', { type: 'session', day: '2027-04-10', session: 2 }],
      ['day=2027-04-10', { type: 'day', day: '2027-04-10' }],
      ['paper=a4', { type: 'none' }],
    ];
    for (const [query, scope] of cases) {
      const read = scopeFromSearch(new URLSearchParams(query));
      expect(read).toEqual(scope);
      const written = new URLSearchParams(scopeParams(read));
      expect(scopeFromSearch(written)).toEqual(scope);
    }
  });

  it('lists the planned days in order, leaving out unscheduled rounds', () => {
    expect(plannedDays(weekend())).toEqual(['2027-04-10', '2027-04-11']);
  });

  it('splits a day into sessions at its schedule items, items left out', () => {
    const sessions = sessionsOf(weekend(), '2027-04-10');
    expect(sessions.map((session) => session.rounds.map((round) => round.eventName))).toEqual([
      ['A', 'B'],
      ['C'],
    ]);
    expect(sessions.map((session) => session.label)).toEqual([
      'Session 1, 09:00–09:20',
      'Session 2, 13:00',
    ]);
    expect(sessionsOf(weekend(), '2027-04-11')).toHaveLength(1);
  });

  it('resolves each scope to its rounds in schedule order', () => {
    expect(ids({ type: 'round', roundId: 'F-R1' })).toEqual(['F-R1']);
    expect(ids({ type: 'day', day: '2027-04-10' })).toEqual(['A-R1', 'B-R1', 'C-R1']);
    expect(ids({ type: 'session', day: '2027-04-10', session: 2 })).toEqual(['C-R1']);
    expect(ids({ type: 'session', day: '2027-04-11', session: 1 })).toEqual(['D-R1', 'E-R1']);
  });

  it('says plainly why a scope names no round', () => {
    expect(ids({ type: 'none' })).toBe('Choose a round, a session or a day to print.');
    expect(ids({ type: 'round', roundId: 'Nope-R3' })).toBe(
      'There is no round “Nope-R3” in this competition.',
    );
    expect(ids({ type: 'day', day: '2027-04-12' })).toBe('No round is planned on Monday 12 April.');
    expect(ids({ type: 'session', day: '2027-04-10', session: 3 })).toBe(
      'Saturday 10 April has 2 sessions; there is no session 3.',
    );
  });

  it('offers the danced rounds to print one: scheduled by day and time, then the rest', () => {
    expect(roundChoices(weekend()).map((choice) => choice.label)).toEqual([
      'Saturday 10 April 09:00 A Final',
      'Saturday 10 April 09:20 B Final',
      'Saturday 10 April 13:00 C Final',
      'Sunday 11 April 09:00 D Final',
      'Sunday 11 April 09:30 E Final',
      'F Final (not timed)',
    ]);
  });

  it('names a day in words', () => {
    expect(dayName('2027-04-10')).toBe('Saturday 10 April');
    expect(dayName('someday')).toBe('someday');
  });
});
