import { describe, expect, it } from 'vitest';
import { eventResults } from '../../widgets/result-tables';
import { EVENT, markAndPost, run, semiPosted, spectators } from './test-competition';

/** Every judge places the six finalists in number order, the lowest first. */
const heldFinal = () =>
  markAndPost(
    run(semiPosted(), { type: 'updateSettings', patch: { holdFinalResults: true } }),
    1,
    (_judge, _dance, dancing) => [...dancing].sort((a, b) => a - b),
  );

describe('eventResults: a final held for the big screen (issue 25 item 12, ADR 029)', () => {
  it('says the places come at the awards, then lists those the big screen revealed, best first', () => {
    const held = heldFinal();
    const final = eventResults(spectators(held), EVENT)!.rounds[1]!;
    expect(final).toMatchObject({ roundName: 'Final', kind: 'held', places: [], heldBack: 6 });

    const twoOut = run(
      held,
      { type: 'setBigScreen', mode: 'final', eventName: EVENT, roundNumber: 1 },
      { type: 'revealNextPlace' },
      { type: 'revealNextPlace' },
    );
    const revealed = eventResults(spectators(twoOut), EVENT)!.rounds[1]!;
    if (revealed.kind !== 'held') {
      throw new Error(`expected the final held, got ${revealed.kind}`);
    }
    expect(revealed.places.map((couple) => couple.place)).toEqual([5, 6]);
    expect(revealed.heldBack).toBe(4);

    const all = run(
      twoOut,
      ...Array.from({ length: 4 }, () => ({ type: 'revealNextPlace' as const })),
    );
    expect(eventResults(spectators(all), EVENT)!.rounds[1]!.kind).toBe('final');
  });
});
