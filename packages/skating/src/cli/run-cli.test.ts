import { describe, expect, it } from 'vitest';
import { finalFixtures } from '../fixtures/multi-dance-fixtures';
import { runCli } from './run-cli';

const tsoP = finalFixtures.find((f) => f.name === 'TSO Example P');

describe('floorcraft-skating CLI', () => {
  it('prints per-dance and overall places of a final', () => {
    const outcome = runCli(JSON.stringify({ kind: 'final', ...tsoP, extra: 'ignored' }), []);
    expect(outcome.exitCode).toBe(0);
    const output = JSON.parse(outcome.stdout) as {
      perDance: Record<string, unknown>;
      overall: unknown;
    };
    expect(output.overall).toEqual(tsoP?.expected.overall);
    expect(output.perDance).toEqual(tsoP?.expected.perDance);
  });

  it('adds the explanations with --explain', () => {
    const outcome = runCli(JSON.stringify({ kind: 'final', ...tsoP }), ['--explain']);
    const output = JSON.parse(outcome.stdout) as {
      explanations: { overall: { couple: string; rule: string; sentence: string }[] };
    };
    const second = output.explanations.overall.find((e) => e.couple === '37');
    expect(second?.rule).toBe('rule-11');
    expect(second?.sentence).toMatch(
      /^Rule 10 could not separate couple 37 from couple 47 and couple 57, so all 25 of each couple's marks were counted as one dance \(Rule 11, majority 13\)/,
    );
  });

  it('accepts couple numbers and judges written as numbers', () => {
    const outcome = runCli(
      '{"kind":"final","judges":[1,2,3],"dances":["Tango"],"couples":[7,8],"marks":{"Tango":{"1":{"7":2,"8":1},"2":{"7":1,"8":2},"3":{"7":2,"8":1}}}}',
      [],
    );
    expect(JSON.parse(outcome.stdout)).toEqual({
      perDance: { Tango: { '7': 2, '8': 1 } },
      overall: { '7': 2, '8': 1 },
    });
  });

  it('tallies a preliminary round and recalls the top N', () => {
    const round = {
      kind: 'prelim',
      judges: ['A', 'B'],
      dances: ['Waltz'],
      couples: [1, 2, 3],
      marks: { Waltz: { A: [1, 2], B: [1, 3] } },
      recall: 2,
    };
    expect(JSON.parse(runCli(JSON.stringify(round), []).stdout)).toEqual({
      totals: { '1': 2, '2': 1, '3': 1 },
      perDanceTotals: { Waltz: { '1': 2, '2': 1, '3': 1 } },
      certain: ['1'],
      tie: { total: 1, couples: ['2', '3'], fewer: 1, more: 3 },
    });
  });

  it.each([
    ['not JSON', '{kind:', /the input is not valid JSON/],
    ['an unknown kind', '{"kind":"semi"}', /"kind" must be "final" or "prelim", got "semi"/],
    [
      'no judges',
      '{"kind":"final","judges":[],"dances":["W"],"couples":[1],"marks":{}}',
      /"judges" must be a non-empty list/,
    ],
    [
      'a place that is not a number',
      '{"kind":"final","judges":["A"],"dances":["W"],"couples":[1],"marks":{"W":{"A":{"1":"first"}}}}',
      /"marks.W.A.1" must be a place number, got "first"/,
    ],
    [
      'a duplicated place',
      '{"kind":"final","judges":["A"],"dances":["W"],"couples":[1,2],"marks":{"W":{"A":{"1":1,"2":1}}}}',
      /W: judge A placed both couple 1 and couple 2 1/,
    ],
    [
      'a bad recall number',
      '{"kind":"prelim","judges":["A"],"dances":["W"],"couples":[1],"marks":{"W":{"A":[1]}},"recall":0}',
      /"recall" must be a whole number/,
    ],
    [
      'a wrong recall count',
      '{"kind":"prelim","judges":["A"],"dances":["W"],"couples":[1,2],"marks":{"W":{"A":[1]}},"recall":2}',
      /W: judge A recalled 1 couples, but 2 were asked for/,
    ],
  ])('exits 2 on %s, naming the problem', (_label, input, message) => {
    const outcome = runCli(input, []);
    expect(outcome.exitCode).toBe(2);
    expect(outcome.stdout).toBe('');
    expect(outcome.stderr).toMatch(message);
  });
});
