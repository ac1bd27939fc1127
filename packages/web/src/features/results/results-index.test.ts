import { describe, expect, it } from 'vitest';
import { resultsIndex } from '@floorcraft/domain';
import { EVENT, markAndPost, numbersIn, run, semiPosted, spectators } from './test-competition';

describe('resultsIndex: who won, and the round to follow live', () => {
  it('names the winners of a posted Final: number, lead and follow, school', () => {
    // Every judge places the couples in number order: the lowest number wins.
    const state = markAndPost(semiPosted(), 1, (_judge, _dance, dancing) => dancing);
    const winner = numbersIn(state, 1)[0]!;
    const entry = state.events[EVENT]!.entries;
    const couple = Object.values(entry).find((each) => each.leadNumber === winner)!;
    const [line] = resultsIndex(spectators(state));
    expect(line!.winners).toEqual([
      {
        number: winner,
        leadName: couple.leadName,
        followName: couple.followName,
        affiliation: couple.affiliation,
      },
    ]);
    expect(line!.winners[0]!.leadName).toMatch(/^Lead \d+$/);
    expect(line!.winners[0]!.affiliation).not.toBe('');
    expect(line!.liveRound).toBeUndefined();
  });

  it('names no winner before the Final is posted', () => {
    const [line] = resultsIndex(spectators(semiPosted()));
    expect(line).toMatchObject({ postedRounds: ['Semi-Final'], finalPosted: false, winners: [] });
  });

  it('lists an event whose first round is on the floor, with that round to follow live', () => {
    const started = run(semiPosted(), { type: 'startRound', eventName: EVENT, roundNumber: 1 });
    const [line] = resultsIndex(spectators(started));
    expect(line).toMatchObject({
      eventName: EVENT,
      postedRounds: ['Semi-Final'],
      liveRound: { roundNumber: 1, roundName: 'Final' },
    });
  });
});
