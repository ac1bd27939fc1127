import { describe, expect, it } from 'vitest';
import type { CompetitionState } from '../competition/state';
import { statePanel } from '../scoring/panel';
import { fieldPaths, tablePaths } from './field-paths';
import { judgeView } from './judge-view';
import { publicView } from './public-view';
import { scoringView, staffView } from './staff-view';
import { stateFields } from './state-fields';
import { populatedDemoState } from '../../testing/view-states';
import { visibleFields } from './visible-fields';

const state = populatedDemoState();

describe('the allow-list of the views (ADR 018)', () => {
  it('decides every field of a fully-populated state, for some audience or as private', () => {
    const { undecided } = fieldPaths(state, stateFields);
    expect([...undecided], 'fields in no view’s list and not declared private').toEqual([]);
  });

  it('finds an example of every field it decides in that state, so the walk above saw them all', () => {
    const { decided } = fieldPaths(state, stateFields);
    const missing = [...tablePaths(stateFields).keys()].filter((path) => !decided.has(path));
    expect(missing, 'fields the populated demo state should fill').toEqual([]);
  });

  it('keeps a field it does not name from every audience', () => {
    const [id, dancer] = Object.entries(state.competitors)[0]!;
    const withUnknownFields = {
      ...state,
      futureSecret: 'door code 4711',
      competitors: { ...state.competitors, [id]: { ...dancer, email: 'dancer@example.org' } },
    } as CompetitionState;
    for (const view of [
      publicView(withUnknownFields),
      staffView(withUnknownFields),
      scoringView(withUnknownFields),
    ]) {
      const json = JSON.stringify(view);
      expect(json).not.toContain('door code 4711');
      expect(json).not.toContain('dancer@example.org');
      expect(json).toContain(dancer.name);
    }
  });

  it('gives the judge view every field it draws on: the same tablets from the judge column alone', () => {
    // Fields outside the judge column are left out, so a judge view that read one would differ.
    const judgeColumn = visibleFields(state, stateFields, 'judge') as CompetitionState;
    const judges = statePanel(state);
    expect(judges.length).toBeGreaterThan(0);
    for (const judge of judges) {
      const view = judgeView(state, judge.key);
      // The demo's chairman of judges is on no panel by default, so has no rounds to mark.
      if (state.metadata.officials[judge.key]!.role === 'Judge') {
        expect(view.current.length + view.upcoming.length, judge.key).toBeGreaterThan(0);
      }
      expect(judgeView(judgeColumn, judge.key), judge.key).toEqual(view);
    }
  });
});
