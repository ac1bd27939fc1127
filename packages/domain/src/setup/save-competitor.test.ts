import { describe, expect, it } from 'vitest';
import { EVENT, markedCompetition } from '../../testing/scoring-competition';
import { run } from '../../testing/setup-competition';

describe('correcting a dancer', () => {
  const state = markedCompetition(8);
  const [entry] = Object.values(state.events[EVENT]!.entries);
  const lead = state.competitors[entry!.leadId]!;
  const follow = state.competitors[entry!.followId]!;

  /** Every copy of this entry: the event's own and each round's that holds it. */
  const copies = (after: typeof state) => [
    after.events[EVENT]!.entries[entry!.entryId]!,
    ...Object.values(after.events[EVENT]!.rounds)
      .map((round) => round.entries[entry!.entryId])
      .filter((copy) => copy !== undefined),
  ];

  it('renames the lead in the event and in every round that holds the couple', () => {
    const after = run(state, {
      type: 'saveCompetitor',
      competitor: { ...lead, name: 'Jonathan Okafor-Reyes' },
    });
    expect(after.competitors[lead.id]!.name).toBe('Jonathan Okafor-Reyes');
    expect(copies(after).length).toBeGreaterThan(1);
    for (const copy of copies(after)) {
      expect(copy.leadName).toBe('Jonathan Okafor-Reyes');
      expect(copy.followName).toBe(follow.name);
    }
  });

  it("renames the follow, and a lead's new school becomes the entry's", () => {
    const renamed = run(state, {
      type: 'saveCompetitor',
      competitor: { ...follow, name: 'Mei-Lin Sato' },
    });
    const moved = run(renamed, {
      type: 'saveCompetitor',
      competitor: { ...lead, affiliation: 'Lakeside College' },
    });
    for (const copy of copies(moved)) {
      expect(copy.followName).toBe('Mei-Lin Sato');
      expect(copy.affiliation).toBe('Lakeside College');
      expect(copy.checkedIn).toBe(entry!.checkedIn);
    }
  });

  it("leaves other couples' entries as they were", () => {
    const after = run(state, {
      type: 'saveCompetitor',
      competitor: { ...lead, name: 'Jonathan Okafor-Reyes' },
    });
    const others = Object.values(after.events[EVENT]!.entries).filter(
      (other) => other.entryId !== entry!.entryId,
    );
    expect(others).toEqual(
      Object.values(state.events[EVENT]!.entries).filter(
        (other) => other.entryId !== entry!.entryId,
      ),
    );
  });
});
