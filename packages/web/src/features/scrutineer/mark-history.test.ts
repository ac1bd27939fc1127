import { roundOutcome } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { clockTime } from '../../lib/format-dates';
import { markHistory } from './mark-history';
import { run, runAs } from '../../test-support/run-commands';
import {
  cards,
  EVENT,
  numbersIn,
  scoringCompetition,
} from '../../test-support/scoring-competition';

describe('the history of every mark change', () => {
  it('keeps the tablet original and adds the paper correction with who and why', () => {
    let state = run(scoringCompetition(8), {
      type: 'startRound',
      eventName: EVENT,
      roundNumber: 2,
    });
    const n = numbersIn(state, 2);
    state = runAs(
      'judge-device:dev1:judge-a',
      state,
      ...cards(2, () => n.slice(0, 6), ['judge-a']),
    );
    state = runAs('user:u-sam', state, {
      type: 'enterPaperMarks',
      eventName: EVENT,
      roundNumber: 2,
      judgeKey: 'judge-a',
      dance: 'Waltz',
      couples: n.slice(2, 8),
      reason: 'the sheet says otherwise',
    });
    const rows = markHistory(roundOutcome(state, EVENT, 2)!, state, {
      me: { id: 'u-sam', name: 'Sam' },
      staffNames: {},
    });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      judge: 'A Ann Adams',
      dance: 'Waltz',
      couples: n.slice(0, 6).join(', '),
      source: 'tablet',
      by: 'tablet of Ann Adams',
      reason: '',
      original: true,
    });
    expect(rows[2]).toMatchObject({
      dance: 'Waltz',
      couples: n.slice(2, 8).join(', '),
      source: 'paper',
      by: 'you (Sam)',
      reason: 'the sheet says otherwise',
      original: false,
    });
    // Someone else sees the staff member by the official linked to the account, else by
    // their member name, or a short id once they are no longer staff.
    const seenBy = (staffNames: Record<string, string>) =>
      markHistory(roundOutcome(state, EVENT, 2)!, state, { me: undefined, staffNames })[2]!.by;
    expect(seenBy({ 'u-sam': 'Sam Lee' })).toBe('Sam Lee');
    expect(seenBy({})).toBe('staff member u-sam');
    expect(clockTime(rows[0]!.at, 'UTC')).toBe('12:00:00');
  });
});
