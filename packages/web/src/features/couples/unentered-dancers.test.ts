import { describe, expect, it } from 'vitest';
import { testEntry, testEvent, testRound } from './test-events';
import { unenteredDancers } from './unentered-dancers';

const person = (id: string, name: string) => ({ id, name, affiliation: 'Other', levels: {} });

describe('unenteredDancers', () => {
  it('lists the dancers in no entry of an event or a round, by name', () => {
    const events = {
      X: testEvent(
        'X',
        [testEntry('e1', 'a', 100)],
        [testRound('X', 1, 'Final', [testEntry('e2', 'b', 101)])],
      ),
    };
    const competitors = {
      a: person('a', 'Lead a'),
      'f-a': person('f-a', 'Follow a'),
      b: person('b', 'Lead b'),
      z: person('z', 'Zoe Alone'),
      y: person('y', 'Yan Alone'),
    };
    expect(unenteredDancers(events, competitors).map((c) => c.name)).toEqual([
      'Yan Alone',
      'Zoe Alone',
    ]);
  });
});
