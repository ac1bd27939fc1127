import { describe, expect, it } from 'vitest';
import { roundStates, type Round } from '@floorcraft/domain';
import { panelChoice, panelSummary, panelWarningText, samePanel } from './panel-choice';

const judge = (key: string, name: string, letter: string) => ({
  key,
  name,
  role: 'Judge',
  bio: '',
  letter,
});
const source = {
  metadata: {
    officials: {
      a: judge('a', 'Ann Cole', 'A'),
      b: judge('b', 'Bo Reed', 'B'),
      c: judge('c', 'Cy Lin', 'C'),
      mc: { key: 'mc', name: 'Max Moss', role: 'MC', bio: '' },
    },
  },
};
const round = (fields: Partial<Round>) =>
  ({ roundState: roundStates.Initialized, ...fields }) as Round;

describe('panelChoice', () => {
  it('offers every judge (no MC), the panel in force, and how far the round is', () => {
    const choice = panelChoice(source, round({ panel: ['c', 'a'] }));
    expect(choice.judges.map((each) => each.key)).toEqual(['a', 'b', 'c']);
    expect(choice.current).toEqual(['a', 'c']);
    expect(choice.stage).toBe('before');
    expect(panelChoice(source, round({})).current).toEqual(['a', 'b', 'c']);
    expect(panelChoice(source, round({ roundState: roundStates.Marked })).stage).toBe('under way');
    expect(panelChoice(source, round({ roundState: roundStates.Posted })).stage).toBe('posted');
  });
});

describe('panelSummary and the warning', () => {
  const { judges } = panelChoice(source, round({}));
  it('names the panel by letters, or all judges', () => {
    expect(panelSummary(judges, ['a', 'b', 'c'])).toBe('All 3 judges');
    expect(panelSummary(judges, ['c', 'a'])).toBe('Judges A, C');
    expect(panelSummary(judges, ['b'])).toBe('Judge B');
    expect(panelSummary([], [])).toBe('No judges yet');
  });

  it('compares panels whatever the order', () => {
    expect(samePanel(['a', 'c'], ['c', 'a'])).toBe(true);
    expect(samePanel(['a'], ['a', 'c'])).toBe(false);
  });

  it('warns of an even panel and of one judge as a sentence', () => {
    expect(panelWarningText(2)).toBe(
      'An even panel (2 judges) can tie: a majority needs 2 of 2, and more places go to the tie-break rules.',
    );
    expect(panelWarningText(1)).toBe(
      'A panel of one judge: one judge decides every place and recall alone.',
    );
    expect(panelWarningText(3)).toBeUndefined();
  });
});
