import type { Round } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { summariseConflicts } from './schedule-conflicts';

function round(eventName: string, roundNumber: number, roundName: string, time: string): Round {
  return {
    eventName,
    roundNumber,
    roundId: `${eventName}-R${roundNumber}`,
    roundName,
    scheduleIndex: 1,
    roundState: 0,
    recallSize: 6,
    numHeats: 1,
    roundStartTime: time,
    roundActualStartTime: '',
    entries: {},
  };
}

const standard = round('Bronze Standard', 1, 'Final', '2027-04-10T09:30');
const latin = round('Silver Latin', 2, 'Semi-Final', '2027-04-10T09:35');
const smooth = round('Gold Smooth', 1, 'Final', '2027-04-10T09:40');
const time = (local: string) => local.slice(11);

describe('summariseConflicts', () => {
  it('lists each dancer once, by name, with every overlap in words', () => {
    const summary = summariseConflicts(
      [
        { dancer: 'Rosa Yarrow', first: standard, second: latin },
        { dancer: 'Ann Abel', first: latin, second: smooth },
        { dancer: 'Rosa Yarrow', first: latin, second: smooth },
      ],
      time,
    );
    expect(summary.dancers).toEqual([
      {
        dancer: 'Ann Abel',
        overlaps: ['Silver Latin Semi-Final (09:35) and Gold Smooth Final (09:40)'],
      },
      {
        dancer: 'Rosa Yarrow',
        overlaps: [
          'Bronze Standard Final (09:30) and Silver Latin Semi-Final (09:35)',
          'Silver Latin Semi-Final (09:35) and Gold Smooth Final (09:40)',
        ],
      },
    ]);
  });

  it('counts the different dancers in conflict per round, for marking its row', () => {
    const summary = summariseConflicts(
      [
        { dancer: 'Rosa Yarrow', first: standard, second: latin },
        { dancer: 'Ann Abel', first: latin, second: smooth },
        { dancer: 'Rosa Yarrow', first: latin, second: smooth },
      ],
      time,
    );
    expect(Object.fromEntries(summary.dancersByRound)).toEqual({
      'Bronze Standard-R1': 1,
      'Silver Latin-R2': 2,
      'Gold Smooth-R1': 2,
    });
  });

  it('is empty without conflicts', () => {
    expect(summariseConflicts([], time)).toEqual({ dancersByRound: new Map(), dancers: [] });
  });
});
