import type { DanceEvent, Entry, Round } from '../../competition/dance-event';
import { roundStates } from '../../competition/enumerations';
import { describe, expect, it } from 'vitest';
import { coupleRounds } from './couple-rounds';

function entry(number: number, school = `School ${number % 3}`): Entry {
  return {
    entryId: `e${number}`,
    leadId: `lead-${number}`,
    followId: `follow-${number}`,
    leadName: `Lead ${number}`,
    followName: `Follow ${number}`,
    leadNumber: number,
    affiliation: school,
    registeredTime: '2027-01-01T00:00:00Z',
    checkedIn: false,
  };
}

const numbers = Array.from({ length: 14 }, (_, index) => 101 + index);

function round(roundNumber: number, roundName: string, state: number, couples: number[]): Round {
  return {
    eventName: 'Silver Latin',
    roundNumber,
    roundId: `Silver Latin-R${roundNumber}`,
    roundName,
    scheduleIndex: 10 - roundNumber,
    roundState: state as Round['roundState'],
    recallSize: 6,
    numHeats: couples.length > 12 ? 2 : 1,
    roundStartTime: '',
    roundActualStartTime: '',
    entries: Object.fromEntries(couples.map((number) => [`e${number}`, entry(number)])),
  };
}

/** A semi-final of 14 couples in two heats, then a final. */
function event(semiState: number, finalCouples: number[] = [], finalState = 1): DanceEvent {
  return {
    name: 'Silver Latin',
    eventDances: ['Rumba'],
    entries: Object.fromEntries(numbers.map((number) => [`e${number}`, entry(number)])),
    rounds: {
      2: round(2, 'Semi-Final', semiState, numbers),
      1: round(1, 'Final', finalState, finalCouples),
    },
  };
}

describe('coupleRounds', () => {
  it('gives the heat in a round to come, and the final as "if recalled"', () => {
    const rounds = coupleRounds(event(roundStates.Initialized), undefined, 'lead-105');
    expect(rounds.map((each) => [each.roundName, each.status])).toEqual([
      ['Semi-Final', 'upcoming'],
      ['Final', 'ifRecalled'],
    ]);
    expect(rounds[0]!.heat?.of).toBe(2);
    expect([1, 2]).toContain(rounds[0]!.heat?.number);
    expect(rounds[0]!.couples).toBe(14);
  });

  it('shows the round on the floor, then being scored', () => {
    expect(coupleRounds(event(roundStates.Running), undefined, 'follow-101')[0]!.status).toBe(
      'onFloor',
    );
    const scoring = coupleRounds(event(roundStates.Marked), undefined, 'follow-101')[0]!;
    expect(scoring.status).toBe('scoring');
    expect(scoring.heat).toBeUndefined();
  });

  it('shows a posted recall and the final the couple goes on to', () => {
    const finalists = numbers.slice(0, 6);
    const rounds = coupleRounds(
      event(roundStates.Posted, finalists, roundStates.Initialized),
      {
        rounds: {
          2: {
            placements: Object.fromEntries(numbers.slice(6).map((number) => [number, 10.5])),
            recalled: finalists,
            postedAt: '2027-04-10T10:00:00Z',
          },
        },
      },
      'lead-102',
    );
    expect(rounds.map((each) => [each.status, each.outcome])).toEqual([
      ['recalled', 'Final'],
      ['upcoming', undefined],
    ]);
  });

  it('shows the place of a couple not recalled, and nothing after it', () => {
    const rounds = coupleRounds(
      event(roundStates.Posted, numbers.slice(0, 6)),
      {
        rounds: {
          2: {
            placements: Object.fromEntries(numbers.slice(6).map((number) => [number, 10.5])),
            recalled: numbers.slice(0, 6),
            postedAt: '2027-04-10T10:00:00Z',
          },
        },
      },
      'lead-112',
    );
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ status: 'out', outcome: 'tied for 7th (10.5)' });
  });

  it('shows the place in a posted final', () => {
    const finalists = numbers.slice(0, 6);
    const rounds = coupleRounds(
      event(roundStates.Posted, finalists, roundStates.Posted),
      {
        rounds: {
          2: { placements: {}, recalled: finalists, postedAt: '2027-04-10T10:00:00Z' },
          1: {
            placements: Object.fromEntries(finalists.map((number, index) => [number, index + 1])),
            postedAt: '2027-04-10T11:00:00Z',
          },
        },
      },
      'follow-103',
    );
    expect(rounds.at(-1)).toMatchObject({ roundName: 'Final', status: 'placed', outcome: '3rd' });
  });
});
