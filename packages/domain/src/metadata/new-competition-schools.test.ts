import { describe, expect, it } from 'vitest';
import { decide } from '../composition/decide';
import { demoCompetition, demoMetadata } from '../demo/demo-competition';
import { apply, applyAll } from '../composition/apply';
import type { CompetitionState } from '../competition/state';

let keys = 0;
const context = { newKey: () => `key-${++keys}`, now: () => '2027-01-10T12:00:00.000Z' };

function created(slug: string): CompetitionState {
  const decision = decide(
    undefined,
    { type: 'createCompetition', slug, metadata: demoMetadata('2027-01-10') },
    context,
  );
  if (!decision.ok) {
    throw new Error(decision.error);
  }
  return applyAll(undefined, decision.events)!;
}

describe("a new competition's schools (issue 25 item 6)", () => {
  it('starts a new competition with no schools: none of the demo list', () => {
    expect(created('spring-open-2027').affiliations).toEqual([]);
  });

  it('keeps the demo competition its own schools', () => {
    let state: CompetitionState | undefined;
    for (const command of demoCompetition('2027-01-10')) {
      const decision = decide(state, command, context);
      if (!decision.ok) {
        throw new Error(decision.error);
      }
      state = applyAll(state, decision.events);
    }
    expect(state?.affiliations).toContain('Harbor City University');
    expect(state?.affiliations).toContain('Riverside University');
  });

  it('keeps the list a competition created before the change was given, when its log is replayed', () => {
    // Logs written before issue 25 say nothing of schools: the list they started with stays.
    const replayed = apply(undefined, {
      type: 'CompetitionCreated',
      slug: 'older',
      metadata: demoMetadata('2027-01-10'),
    });
    expect(replayed.affiliations).toContain('Harbor City University');
  });
});
