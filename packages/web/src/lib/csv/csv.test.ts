import { toCsv } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('csv', () => {
  it('quotes commas and quotes, and reads them back', () => {
    const text = toCsv(['name', 'note', 'n'], [{ name: 'Smith, Ann', note: 'say "hi"', n: 7 }]);
    expect(text).toBe('name,note,n\r\n"Smith, Ann","say ""hi""",7\r\n');
    expect(parseCsv(text).rows).toEqual([{ name: 'Smith, Ann', note: 'say "hi"', n: '7' }]);
  });

  it('reads back a neutralised formula with its quote mark, and a refund as a negative number', () => {
    const text = toCsv(['note', 'paid'], [{ note: '@SUM(A1:A9)', paid: '-12.50' }]);
    expect(text).toBe("note,paid\r\n'@SUM(A1:A9),-12.50\r\n");
    expect(parseCsv(text).rows).toEqual([{ note: "'@SUM(A1:A9)", paid: '-12.50' }]);
  });

  it('names the file line of a malformed row, counting the header as line 1', () => {
    const parsed = parseCsv('a,b\n1,2\n3,4,5\n');
    expect(parsed.problems.map((problem) => problem.row)).toEqual([3]);
    expect(parsed.problems[0]?.message).toMatch(/fields/);
  });

  it('counts blank lines and values quoted across lines, so each record keeps its file line', () => {
    const text = '\na,b\n1,2\n\n\n3,"two\nlines"\n4,5\r\n  \n6,7\n';
    const parsed = parseCsv(text);
    expect(parsed.rows.map((row) => row.a)).toEqual(['1', '3', '4', '6']);
    expect(parsed.lines).toEqual([3, 6, 8, 10]);
    expect(parsed.rows[1]?.b).toBe('two\nlines');
  });
});
