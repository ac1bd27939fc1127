import { describe, expect, it } from 'vitest';
import type { DanceEvent, Round } from '../competition/dance-event';
import { roundStates, type RoundState } from '../competition/enumerations';
import type { Timing } from '../competition/settings';
import { scheduleEstimate } from './schedule-estimate';

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
      eventDances: ['Waltz'],
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
