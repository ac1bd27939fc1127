import { describe, expect, it } from 'vitest';
import type { DanceEvent, Round } from '../competition/dance-event';
import { roundStates, type Dance } from '../competition/enumerations';
import type { Timing } from '../competition/settings';
import { dayEnds } from './day-ends';
import { scheduleEstimate } from './schedule-estimate';

/** One dance of 60 s per heat and no changeover: a round takes as many minutes as it has heats. */
const timing: Timing = {
  dayStart: '09:00',
  dayEnd: '18:00',
  danceSeconds: 60,
  changeoverSeconds: 0,
  awardsMinutes: 10,
  breakMinutes: 30,
};

interface ItemSpec {
  event: string;
  index: number;
  planned: string;
  /** ISO UTC. */
  actual?: string;
  heats?: number;
  dances?: Dance[];
}

/** Events of one round each (a Final), 10 one-minute heats by default. */
function schedule(specs: ItemSpec[]) {
  const events: Record<string, DanceEvent> = {};
  for (const spec of specs) {
    const round: Round = {
      eventName: spec.event,
      roundNumber: 1,
      roundId: `${spec.event}-R1`,
      roundName: 'Final',
      scheduleIndex: spec.index,
      roundState: spec.actual ? roundStates.Running : roundStates.Initialized,
      recallSize: 6,
      numHeats: spec.heats ?? 10,
      roundStartTime: spec.planned,
      roundActualStartTime: spec.actual ?? '',
      entries: {},
    };
    events[spec.event] = {
      name: spec.event,
      eventDances: spec.dances ?? ['Waltz'],
      entries: {},
      rounds: { 1: round },
    };
  }
  return { events, settings: { timing } };
}

const twoDays = (first?: string): ItemSpec[] => [
  { event: 'A', index: 1, planned: '2027-04-10T09:00', ...(first && { actual: first }) },
  { event: 'B', index: 2, planned: '2027-04-10T09:10' },
  { event: 'Awards', index: 3, planned: '2027-04-10T17:00', dances: ['Awards'] },
  { event: 'C', index: 4, planned: '2027-04-11T09:00', heats: 20 },
];

function endsAt(specs: ItemSpec[], now: string, utcOffsetMinutes = 0) {
  const state = schedule(specs);
  return dayEnds(state, scheduleEstimate(state, { now, utcOffsetMinutes }));
}

describe('dayEnds', () => {
  it("ends each day when its last item has run its timing model's length, by the plan alone before anything starts", () => {
    expect(endsAt(twoDays(), '2027-04-10T08:00:00Z')).toEqual([
      {
        date: '2027-04-10',
        plannedEnd: '2027-04-10T17:10',
        projectedEnd: '2027-04-10T17:10',
        shiftMinutes: 0,
        current: false,
      },
      {
        date: '2027-04-11',
        plannedEnd: '2027-04-11T09:20',
        projectedEnd: '2027-04-11T09:20',
        shiftMinutes: 0,
        current: false,
      },
    ]);
  });

  it('moves the day being danced by the delay, and leaves the next day on its plan', () => {
    const [today, tomorrow] = endsAt(twoDays('2027-04-10T09:12:00Z'), '2027-04-10T09:15:00Z');
    expect(today).toMatchObject({
      plannedEnd: '2027-04-10T17:10',
      projectedEnd: '2027-04-10T17:22',
      shiftMinutes: 12,
      current: true,
    });
    expect(tomorrow).toMatchObject({ projectedEnd: '2027-04-11T09:20', current: false });
  });

  it('brings the end forward when the floor runs ahead', () => {
    const [today] = endsAt(twoDays('2027-04-10T08:55:00Z'), '2027-04-10T08:56:00Z');
    expect(today).toMatchObject({ projectedEnd: '2027-04-10T17:05', shiftMinutes: -5 });
  });

  it('adds the overrun of a round that runs longer than planned', () => {
    // A started at 09:00 on time and takes 10 minutes; at 09:25 it is still the last started.
    const [today] = endsAt(twoDays('2027-04-10T09:00:00Z'), '2027-04-10T09:25:00Z');
    expect(today).toMatchObject({ projectedEnd: '2027-04-10T17:25', shiftMinutes: 15 });
  });

  it("reads the venue's planned times across the UTC offset", () => {
    // 07:12 UTC is 09:12 at a venue two hours ahead: twelve minutes late.
    const [today] = endsAt(twoDays('2027-04-10T07:12:00Z'), '2027-04-10T07:15:00Z', 120);
    expect(today).toMatchObject({ projectedEnd: '2027-04-10T17:22', current: true });
  });

  it('takes the latest planned start as the last item, not the last in schedule order', () => {
    const ends = endsAt(
      [
        { event: 'Late', index: 1, planned: '2027-04-10T16:00', heats: 5 },
        { event: 'Early', index: 2, planned: '2027-04-10T10:00', heats: 30 },
      ],
      '2027-04-10T08:00:00Z',
    );
    expect(ends.map((end) => end.plannedEnd)).toEqual(['2027-04-10T16:05']);
  });

  it('leaves out unscheduled rounds and rounds without a planned start', () => {
    const ends = endsAt(
      [
        { event: 'Unscheduled', index: 0, planned: '2027-04-12T09:00' },
        { event: 'Untimed', index: 1, planned: '' },
      ],
      '2027-04-10T08:00:00Z',
    );
    expect(ends).toEqual([]);
  });
});
