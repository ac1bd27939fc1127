import {
  roundStates,
  type CompetitionState,
  type Dance,
  type Entry,
  type Round,
} from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { programmeDays } from './programme-model';

type Events = CompetitionState['events'];

const entry = (n: number): Entry => ({
  entryId: `e${n}`,
  leadId: `l${n}`,
  followId: `f${n}`,
  leadName: `Lead ${n}`,
  followName: `Follow ${n}`,
  leadNumber: 100 + n,
  affiliation: 'Club',
  registeredTime: '2027-01-01T00:00:00Z',
  checkedIn: false,
});

const entries = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, n) => [`e${n}`, entry(n)]));

function round(name: string, number: number, index: number, start: string, filled = 0): Round {
  return {
    eventName: name,
    roundNumber: number,
    roundId: `${name}-R${number}`,
    roundName: number === 1 ? 'Final' : 'Semi-Final',
    scheduleIndex: index,
    roundState: roundStates.Initialized,
    recallSize: 6,
    numHeats: 1,
    roundStartTime: start,
    roundActualStartTime: '',
    entries: entries(filled),
  };
}

function event(name: string, dances: Dance[], couples: number, ...rounds: Round[]) {
  return {
    name,
    eventDances: dances,
    entries: entries(couples),
    rounds: Object.fromEntries(rounds.map((r) => [r.roundNumber, r])),
  };
}

/** Bronze Standard (12 couples, Semi-Final then Final), Lunch, one round untimed and one unscheduled. */
function events(): Events {
  return {
    'Bronze Standard': event(
      'Bronze Standard',
      ['Waltz', 'Tango'],
      12,
      round('Bronze Standard', 2, 1, '2027-04-10T09:00', 12),
      round('Bronze Standard', 1, 4, '2027-04-11T10:00'),
    ),
    'Lunch Break': event(
      'Lunch Break',
      ['Break'],
      0,
      round('Lunch Break', 1, 2, '2027-04-10T12:00'),
    ),
    'Silver Latin': event('Silver Latin', ['Rumba'], 3, round('Silver Latin', 1, 3, '')),
    'Gold Smooth': event('Gold Smooth', ['Foxtrot'], 2, round('Gold Smooth', 1, 0, '')),
  };
}

describe('programmeDays', () => {
  it('lists scheduled rounds by day with time, event, round, couples and dances', () => {
    const days = programmeDays(events());
    expect(days.map((day) => day.day)).toEqual(['2027-04-10', '2027-04-11', '']);
    expect(days[0]!.lines).toEqual([
      {
        item: false,
        roundId: 'Bronze Standard-R2',
        time: '09:00',
        event: 'Bronze Standard',
        round: 'Semi-Final',
        couples: 12,
        dances: 'Waltz, Tango',
      },
      { item: true, roundId: 'Lunch Break-R1', time: '12:00', name: 'Lunch Break' },
    ]);
  });

  it("counts a round not filled yet from the round before's recall, or the event's entries", () => {
    const days = programmeDays(events());
    const final = days[1]!.lines[0]!;
    expect(final.item === false && final.couples).toBe(6);
    const untimed = days[2]!.lines[0]!;
    expect(untimed.item === false && [untimed.time, untimed.couples]).toEqual(['', 3]);
  });

  it('leaves out rounds not on the schedule', () => {
    const ids = programmeDays(events()).flatMap((day) => day.lines.map((line) => line.roundId));
    expect(ids).not.toContain('Gold Smooth-R1');
  });
});
