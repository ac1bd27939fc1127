import { describe, expect, it } from 'vitest';
import type { DanceEvent, Round } from '../competition/dance-event';
import { roundStates, type RoundState } from '../competition/enumerations';
import type { Timing } from '../competition/settings';
import { estimateFromPace, isOnSchedule, scheduleEstimate } from './schedule-estimate';
import { schedulePace } from './schedule-pace';

/** One dance of 60 s per heat and no changeover: a one-heat round takes one minute. */
const timing: Timing = {
  dayStart: '09:00',
  dayEnd: '18:00',
  danceSeconds: 60,
  changeoverSeconds: 0,
  awardsMinutes: 10,
  breakMinutes: 30,
};

interface RoundSpec {
  event: string;
  index: number;
  planned: string;
  /** ISO UTC. */
  actual?: string;
  state?: RoundState;
  heats?: number;
  /** A schedule item in place of a dance event: nobody starts it on the floor. */
  item?: 'Awards' | 'Break';
}

/** Events of one round each (a Final), in the order given, 10 minutes a heat by default. */
function day(specs: RoundSpec[]) {
  const events: Record<string, DanceEvent> = {};
  for (const spec of specs) {
    const round: Round = {
      eventName: spec.event,
      roundNumber: 1,
      roundId: `${spec.event}-R1`,
      roundName: 'Final',
      scheduleIndex: spec.index,
      roundState: spec.state ?? (spec.actual ? roundStates.Running : roundStates.Initialized),
      recallSize: 6,
      numHeats: spec.heats ?? 10,
      roundStartTime: spec.planned,
      roundActualStartTime: spec.actual ?? '',
      entries: {},
    };
    events[spec.event] = {
      name: spec.event,
      eventDances: [spec.item ?? 'Waltz'],
      entries: {},
      rounds: { 1: round },
    };
  }
  return { events, settings: { timing } };
}

const utc = { utcOffsetMinutes: 0 };

describe('scheduleEstimate', () => {
  it('gives no estimate before anything has started, only the plan', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 1, planned: '2027-04-10T09:00' },
        { event: 'B', index: 2, planned: '2027-04-10T09:10' },
      ]),
      { ...utc, now: '2027-04-10T08:30:00Z' },
    );
    expect(estimate.delayMinutes).toBeUndefined();
    expect(estimate.rounds['B-R1']).toEqual({ roundId: 'B-R1', planned: '2027-04-10T09:10' });
  });

  it('moves the rounds still to start by how late the last round started', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 1, planned: '2027-04-10T09:00', actual: '2027-04-10T09:05:00Z' },
        { event: 'B', index: 2, planned: '2027-04-10T09:10', actual: '2027-04-10T09:22:00Z' },
        { event: 'C', index: 3, planned: '2027-04-10T09:20' },
        { event: 'D', index: 4, planned: '2027-04-10T09:30' },
      ]),
      { ...utc, now: '2027-04-10T09:25:00Z' },
    );
    expect(estimate.delayMinutes).toBe(12);
    expect(estimate.basedOn).toBe('B-R1');
    expect(estimate.rounds['A-R1']!.startedAt).toBe('2027-04-10T09:05');
    expect(estimate.rounds['A-R1']!.estimated).toBeUndefined();
    expect(estimate.rounds['C-R1']!.estimated).toBe('2027-04-10T09:32');
    expect(estimate.rounds['D-R1']!.estimated).toBe('2027-04-10T09:42');
  });

  it('moves them earlier when the day runs ahead, but never before now', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 1, planned: '2027-04-10T09:30', actual: '2027-04-10T09:10:00Z' },
        { event: 'B', index: 2, planned: '2027-04-10T09:40' },
        { event: 'C', index: 3, planned: '2027-04-10T10:30' },
      ]),
      { ...utc, now: '2027-04-10T09:19:00Z' },
    );
    expect(estimate.delayMinutes).toBe(-20);
    expect(estimate.rounds['B-R1']!.estimated).toBe('2027-04-10T09:20');
    expect(estimate.rounds['C-R1']!.estimated).toBe('2027-04-10T10:10');
  });

  it('adds the overrun of a round that runs longer than planned, so the estimate moves with the clock', () => {
    const specs: RoundSpec[] = [
      { event: 'A', index: 1, planned: '2027-04-10T09:00', actual: '2027-04-10T09:00:00Z' },
      { event: 'B', index: 2, planned: '2027-04-10T09:10' },
      { event: 'C', index: 3, planned: '2027-04-10T09:20' },
    ];
    const onTime = scheduleEstimate(day(specs), { ...utc, now: '2027-04-10T09:08:00Z' });
    expect(onTime.delayMinutes).toBe(0);
    expect(onTime.rounds['C-R1']!.estimated).toBe('2027-04-10T09:20');
    // A takes 10 minutes; at 09:15 it has run 5 minutes over.
    const late = scheduleEstimate(day(specs), { ...utc, now: '2027-04-10T09:15:00Z' });
    expect(late.delayMinutes).toBe(5);
    expect(late.rounds['B-R1']!.estimated).toBe('2027-04-10T09:15');
    expect(late.rounds['C-R1']!.estimated).toBe('2027-04-10T09:25');
  });

  it('joins UTC starts to venue-local plans by the offset given', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 1, planned: '2027-04-10T09:00', actual: '2027-04-10T07:03:00Z' },
        { event: 'B', index: 2, planned: '2027-04-10T09:10' },
      ]),
      { now: '2027-04-10T07:05:00Z', utcOffsetMinutes: 120 },
    );
    expect(estimate.delayMinutes).toBe(3);
    expect(estimate.rounds['A-R1']!.startedAt).toBe('2027-04-10T09:03');
    expect(estimate.rounds['B-R1']!.estimated).toBe('2027-04-10T09:13');
  });

  it('leaves the next day at its plan: a new day starts at its own time', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 1, planned: '2027-04-10T17:00', actual: '2027-04-10T17:40:00Z' },
        { event: 'B', index: 2, planned: '2027-04-10T17:10' },
        { event: 'C', index: 3, planned: '2027-04-11T09:00' },
      ]),
      { ...utc, now: '2027-04-10T17:41:00Z' },
    );
    expect(estimate.rounds['B-R1']!.estimated).toBe('2027-04-10T17:50');
    expect(estimate.rounds['C-R1']).toEqual({ roundId: 'C-R1', planned: '2027-04-11T09:00' });
  });

  it('compares nothing started on another day than planned (a rehearsal, the demo)', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 1, planned: '2027-04-10T09:00', actual: '2027-03-11T14:00:00Z' },
        { event: 'B', index: 2, planned: '2027-04-10T09:10' },
      ]),
      { ...utc, now: '2027-03-11T14:05:00Z' },
    );
    expect(estimate.delayMinutes).toBeUndefined();
    expect(estimate.rounds['A-R1']!.startedAt).toBe('2027-03-11T14:00');
    expect(estimate.rounds['B-R1']!.estimated).toBeUndefined();
  });

  it('gives no estimate to a skipped round or one already danced', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 1, planned: '2027-04-10T09:00', actual: '2027-04-10T09:04:00Z' },
        { event: 'B', index: 2, planned: '2027-04-10T09:10', state: roundStates.Skipped },
        { event: 'C', index: 3, planned: '2027-04-10T09:20' },
      ]),
      { ...utc, now: '2027-04-10T09:05:00Z' },
    );
    expect(estimate.rounds['B-R1']!.estimated).toBeUndefined();
    expect(estimate.rounds['C-R1']!.estimated).toBe('2027-04-10T09:24');
  });

  it('leaves out rounds not scheduled or without a planned start', () => {
    const estimate = scheduleEstimate(
      day([
        { event: 'A', index: 0, planned: '2027-04-10T09:00' },
        { event: 'B', index: 1, planned: '' },
      ]),
      { ...utc, now: '2027-04-10T09:05:00Z' },
    );
    expect(estimate.rounds).toEqual({});
  });
});

/** Issue 14's cases, each named for the situation on the floor. */
describe('scheduleEstimate: the day as the floor runs it', () => {
  const posted = roundStates.Posted;
  const at = (time: string, date = '2027-04-10') => ({ ...utc, now: `${date}T${time}:00Z` });

  it('behind: moves what is to come by the lateness, then by the wait once the next round is due', () => {
    const specs: RoundSpec[] = [
      { event: 'A', index: 1, planned: '2027-04-10T09:00', actual: '2027-04-10T09:15:00Z' },
      { event: 'B', index: 2, planned: '2027-04-10T09:10' },
      { event: 'C', index: 3, planned: '2027-04-10T09:20' },
    ];
    const started = scheduleEstimate(day(specs), at('09:16'));
    expect(started.delayMinutes).toBe(15);
    expect(started.rounds['B-R1']!.estimated).toBe('2027-04-10T09:25');
    expect(started.rounds['C-R1']!.estimated).toBe('2027-04-10T09:35');
    // A runs on and B has not started by 09:30: the floor is 20 minutes late.
    const later = scheduleEstimate(day(specs), at('09:30'));
    expect(later.delayMinutes).toBe(20);
    expect(later.rounds['B-R1']!.estimated).toBe('2027-04-10T09:30');
    expect(later.rounds['C-R1']!.estimated).toBe('2027-04-10T09:40');
  });

  it('ahead: moves what is to come earlier, never before now, and catches up with the clock', () => {
    const specs: RoundSpec[] = [
      { event: 'A', index: 1, planned: '2027-04-10T09:30', actual: '2027-04-10T09:10:00Z' },
      { event: 'B', index: 2, planned: '2027-04-10T09:40' },
      { event: 'C', index: 3, planned: '2027-04-10T10:30' },
    ];
    const early = scheduleEstimate(day(specs), at('09:12'));
    expect(early.delayMinutes).toBe(-20);
    expect(early.rounds['B-R1']!.estimated).toBe('2027-04-10T09:20');
    expect(early.rounds['C-R1']!.estimated).toBe('2027-04-10T10:10');
    // 09:25 and B not started: still 15 minutes ahead, B expected now.
    const waiting = scheduleEstimate(day(specs), at('09:25'));
    expect(waiting.delayMinutes).toBe(-15);
    expect(waiting.rounds['B-R1']!.estimated).toBe('2027-04-10T09:25');
    expect(waiting.rounds['C-R1']!.estimated).toBe('2027-04-10T10:15');
  });

  it('a round started early: its own start is the basis, also when started out of order', () => {
    const specs: RoundSpec[] = [
      {
        event: 'A',
        index: 1,
        planned: '2027-04-10T09:00',
        actual: '2027-04-10T09:02:00Z',
        state: posted,
      },
      { event: 'B', index: 2, planned: '2027-04-10T09:10', actual: '2027-04-10T09:06:00Z' },
      { event: 'C', index: 3, planned: '2027-04-10T09:20' },
    ];
    const estimate = scheduleEstimate(day(specs), at('09:07'));
    expect(estimate.basedOn).toBe('B-R1');
    expect(estimate.delayMinutes).toBe(-4);
    expect(estimate.rounds['B-R1']!.startedAt).toBe('2027-04-10T09:06');
    expect(estimate.rounds['C-R1']!.estimated).toBe('2027-04-10T09:16');
    // C danced before B: C is the basis, B is still to come and expected now.
    const swapped = scheduleEstimate(
      day([
        specs[0]!,
        { event: 'B', index: 2, planned: '2027-04-10T09:10' },
        { event: 'C', index: 3, planned: '2027-04-10T09:20', actual: '2027-04-10T09:08:00Z' },
        { event: 'D', index: 4, planned: '2027-04-10T09:30' },
      ]),
      at('09:09'),
    );
    expect(swapped.delayMinutes).toBe(-12);
    expect(swapped.rounds['B-R1']!.estimated).toBe('2027-04-10T09:09');
    expect(swapped.rounds['D-R1']!.estimated).toBe('2027-04-10T09:18');
  });

  it('a skipped round: neither started nor to come, even if it was started before being skipped', () => {
    const specs: RoundSpec[] = [
      {
        event: 'A',
        index: 1,
        planned: '2027-04-10T09:00',
        actual: '2027-04-10T09:04:00Z',
        state: posted,
      },
      {
        event: 'B',
        index: 2,
        planned: '2027-04-10T09:10',
        actual: '2027-04-10T09:12:00Z',
        state: roundStates.Skipped,
      },
      { event: 'C', index: 3, planned: '2027-04-10T09:20' },
    ];
    const estimate = scheduleEstimate(day(specs), at('09:13'));
    expect(estimate.basedOn).toBe('A-R1');
    expect(estimate.delayMinutes).toBe(4);
    expect(estimate.rounds['B-R1']).toEqual({ roundId: 'B-R1', planned: '2027-04-10T09:10' });
    expect(estimate.rounds['C-R1']!.estimated).toBe('2027-04-10T09:24');
    // The wait is measured to C, the next round to start, not to the skipped B.
    expect(scheduleEstimate(day(specs), at('09:30')).rounds['C-R1']!.estimated).toBe(
      '2027-04-10T09:30',
    );
  });

  it('a round stepped back before its start waits again: no longer started, expected again', () => {
    const estimate = scheduleEstimate(
      day([
        {
          event: 'A',
          index: 1,
          planned: '2027-04-10T09:00',
          actual: '2027-04-10T09:03:00Z',
          state: posted,
        },
        {
          event: 'B',
          index: 2,
          planned: '2027-04-10T09:10',
          actual: '2027-04-10T09:11:00Z',
          state: roundStates.Initialized,
        },
      ]),
      at('09:12'),
    );
    expect(estimate.basedOn).toBe('A-R1');
    expect(estimate.rounds['B-R1']).toEqual({
      roundId: 'B-R1',
      planned: '2027-04-10T09:10',
      estimated: '2027-04-10T09:13',
    });
  });

  it('a break: the clock does not count it as late, and it keeps its length', () => {
    const lunch = (first: RoundSpec): RoundSpec[] => [
      first,
      { event: 'Lunch Break', index: 2, planned: '2027-04-10T12:00', item: 'Break' },
      { event: 'C', index: 3, planned: '2027-04-10T12:30' },
      { event: 'D', index: 4, planned: '2027-04-10T12:40' },
    ];
    const onTime = lunch({
      event: 'A',
      index: 1,
      planned: '2027-04-10T11:50',
      actual: '2027-04-10T11:50:00Z',
      state: posted,
    });
    // Lunch is under way at 12:15 with nothing started since 11:50: the day is still on time.
    const during = scheduleEstimate(day(onTime), at('12:15'));
    expect(during.delayMinutes).toBe(0);
    expect(during.rounds['C-R1']!.estimated).toBe('2027-04-10T12:30');
    // Past 12:30 with C not started, the afternoon runs late.
    expect(scheduleEstimate(day(onTime), at('12:37')).rounds['D-R1']!.estimated).toBe(
      '2027-04-10T12:47',
    );
    // A morning 20 minutes late keeps the full lunch: the afternoon is 20 minutes late too.
    const lateMorning = lunch({
      event: 'A',
      index: 1,
      planned: '2027-04-10T11:50',
      actual: '2027-04-10T12:10:00Z',
    });
    const late = scheduleEstimate(day(lateMorning), at('12:11'));
    expect(late.rounds['Lunch Break-R1']!.estimated).toBe('2027-04-10T12:20');
    expect(late.rounds['C-R1']!.estimated).toBe('2027-04-10T12:50');
    // A shortened lunch shows as soon as the afternoon starts.
    const shortened = scheduleEstimate(
      day([
        ...lateMorning.slice(0, 2),
        { event: 'C', index: 3, planned: '2027-04-10T12:30', actual: '2027-04-10T12:40:00Z' },
        lateMorning[3]!,
      ]),
      at('12:41'),
    );
    expect(shortened.delayMinutes).toBe(10);
    expect(shortened.rounds['D-R1']!.estimated).toBe('2027-04-10T12:50');
  });

  it('the next day: starts at its own plan, whatever the day before did', () => {
    const specs: RoundSpec[] = [
      {
        event: 'A',
        index: 1,
        planned: '2027-04-10T17:00',
        actual: '2027-04-10T17:40:00Z',
        state: posted,
      },
      { event: 'B', index: 2, planned: '2027-04-11T09:00' },
      { event: 'C', index: 3, planned: '2027-04-11T09:10' },
    ];
    const evening = scheduleEstimate(day(specs), at('17:45'));
    expect(evening.delayMinutes).toBe(40);
    expect(evening.rounds['B-R1']).toEqual({ roundId: 'B-R1', planned: '2027-04-11T09:00' });
    // The next morning yesterday's lateness is not today's.
    const morning = scheduleEstimate(day(specs), at('08:30', '2027-04-11'));
    expect(morning.delayMinutes).toBeUndefined();
    expect(morning.rounds['C-R1']!.estimated).toBeUndefined();
    // Once the day's first round starts, the day has its own delay.
    const begun = scheduleEstimate(
      day([
        specs[0]!,
        { event: 'B', index: 2, planned: '2027-04-11T09:00', actual: '2027-04-11T09:05:00Z' },
        specs[2]!,
      ]),
      at('09:06', '2027-04-11'),
    );
    expect(begun.delayMinutes).toBe(5);
    expect(begun.rounds['C-R1']!.estimated).toBe('2027-04-11T09:15');
  });

  it('gives a view with only the pace and its own rounds the same times (the judge tablet)', () => {
    const state = day([
      {
        event: 'A',
        index: 1,
        planned: '2027-04-10T09:00',
        actual: '2027-04-10T09:12:00Z',
        state: posted,
      },
      { event: 'B', index: 2, planned: '2027-04-10T09:10', actual: '2027-04-10T09:25:00Z' },
      { event: 'C', index: 3, planned: '2027-04-10T09:20' },
      { event: 'D', index: 4, planned: '2027-04-10T09:30' },
    ]);
    const clock = at('09:26');
    const whole = scheduleEstimate(state, clock);
    const tablet = estimateFromPace(
      schedulePace(state),
      [{ roundId: 'D-R1', planned: '2027-04-10T09:30', toCome: true }],
      clock,
    );
    expect(tablet.delayMinutes).toBe(15);
    expect(tablet.rounds['D-R1']).toEqual(whole.rounds['D-R1']);
    expect(tablet.rounds['D-R1']!.estimated).toBe('2027-04-10T09:45');
  });

  it('calls a minute either way on schedule, two not', () => {
    expect([-1, 0, 1].every(isOnSchedule)).toBe(true);
    expect([-2, 2].some(isOnSchedule)).toBe(false);
  });
});
