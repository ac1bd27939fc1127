import { describe, expect, it } from 'vitest';
import { run } from '../../test-support/run-commands';
import { EVENT, scoringCompetition } from '../../test-support/scoring-competition';
import { lateCouples } from './late-couples';

describe('couples the deck captain may add late', () => {
  const state = run(
    scoringCompetition(8),
    {
      type: 'saveEvent',
      event: { name: 'Silver Latin', eventLevel: 'Silver', style: 'Latin', eventDances: ['Rumba'] },
    },
    {
      type: 'importCouples',
      couples: [
        {
          lead: { name: 'Ann Lee', affiliation: 'Harbor City University' },
          follow: { name: 'Bo Park', affiliation: 'Harbor City University' },
          events: ['Silver Latin'],
        },
      ],
    },
    { type: 'addPlaceholderEntry', eventName: EVENT, roundNumber: 2 },
  );
  const semi = state.events[EVENT]!.rounds[2]!;

  it('offers couples entered elsewhere, never one already dancing the round nor a placeholder', () => {
    expect(lateCouples(state, semi).map((couple) => [couple.label, couple.inEvent])).toEqual([
      [expect.stringMatching(/^\d+ Ann Lee & Bo Park, Harbor City University$/), false],
    ]);
  });

  it('offers this event’s own couples missing from the round first', () => {
    const missing = Object.values(semi.entries).find((entry) => entry.leadNumber !== 9999)!;
    const without = Object.fromEntries(
      Object.entries(semi.entries).filter(([id]) => id !== missing.entryId),
    );
    const offered = lateCouples(state, { ...semi, entries: without });
    expect(offered.map((couple) => [couple.leadId, couple.inEvent])).toEqual([
      [missing.leadId, true],
      [expect.any(String), false],
    ]);
  });
});
