import { describe, expect, it } from 'vitest';
import { apply } from '../composition/apply';
import { decide } from '../composition/decide';
import type { Command } from '../composition/command';
import type { CompetitionState } from '../competition/state';
import { demoMetadata } from '../demo/demo-competition';
import { publicView } from './public-view';
import { staffView } from './staff-view';

function stateAfter(commands: Command[]): CompetitionState {
  let state: CompetitionState | undefined;
  let keys = 0;
  for (const command of commands) {
    const decision = decide(state, command, {
      newKey: () => `k${++keys}`,
      now: () => '2027-01-10T12:00:00.000Z',
    });
    if (!decision.ok) {
      throw new Error(decision.error);
    }
    state = decision.events.reduce<CompetitionState | undefined>(apply, state);
  }
  if (!state) {
    throw new Error('no state');
  }
  return state;
}

const linkedJudge: Command = {
  type: 'saveOfficial',
  official: {
    key: 'judge-z',
    name: 'Zora Quill',
    role: 'Judge',
    bio: 'Standard adjudicator.',
    photoURL: 'https://example.org/uploads/zora.png',
    userId: 'user-secret-0042',
  },
};

function competition(): CompetitionState {
  return stateAfter([
    { type: 'createCompetition', slug: 'officials-test', metadata: demoMetadata('2027-01-10') },
    linkedJudge,
    { type: 'saveOfficial', official: { key: 'mc', name: 'Ravi Moss', role: 'MC', bio: '' } },
  ]);
}

describe('officials in the public view', () => {
  it('carry key, name, role, letter, bio and photo, and never the linked account', () => {
    const view = publicView(competition());
    expect(view.metadata.officials['judge-z']).toEqual({
      key: 'judge-z',
      name: 'Zora Quill',
      role: 'Judge',
      letter: 'A',
      bio: 'Standard adjudicator.',
      photoURL: 'https://example.org/uploads/zora.png',
    });
    expect(view.metadata.officials.mc).toEqual({
      key: 'mc',
      name: 'Ravi Moss',
      role: 'MC',
      bio: '',
    });
    expect(JSON.stringify(view)).not.toContain('user-secret-0042');
  });

  it('staff still see which account an official signs in with', () => {
    expect(staffView(competition()).metadata.officials['judge-z']?.userId).toBe('user-secret-0042');
  });

  it('keep their identity while the officials did not change, so diffs stay small', () => {
    const state = competition();
    const renamed = { ...state, metadata: { ...state.metadata, fullName: 'Renamed' } };
    expect(publicView(renamed).metadata.officials).toBe(publicView(state).metadata.officials);
  });
});
