import { describe, expect, it } from 'vitest';
import { apply } from '../composition/apply';
import { demoCompetition } from '../demo/demo-competition';
import { decide } from '../composition/decide';
import type { CompetitionState } from '../competition/state';
import { publicView } from './public-view';
import { viewFor } from './view-for';

function demoState(): CompetitionState {
  let state: CompetitionState | undefined;
  let keys = 0;
  for (const command of demoCompetition('2027-01-10')) {
    const decision = decide(state, command, {
      newKey: () => `k${++keys}`,
      now: () => '2027-01-10T12:00:00.000Z',
    });
    if (!decision.ok) {
      throw new Error(decision.error);
    }
    for (const event of decision.events) {
      state = apply(state, event);
    }
  }
  if (!state) {
    throw new Error('no state');
  }
  return state;
}

describe('public view', () => {
  it('never carries organizers’ email or phone', () => {
    const json = JSON.stringify(publicView(demoState()));
    expect(json).toContain('Sofia Lindqvist');
    expect(json).not.toContain('@dancesport.example.edu');
    expect(json).not.toContain('555');
  });

  it('staff see the contact details', () => {
    expect(JSON.stringify(viewFor(demoState(), 'staff'))).toContain(
      'sofia.lindqvist@dancesport.example.edu',
    );
  });

  it('keeps identity when the state did not change, so diffs are cheap', () => {
    const state = demoState();
    expect(publicView(state).metadata).toBe(publicView({ ...state }).metadata);
  });
});
