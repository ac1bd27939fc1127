import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas and quotes, and reads them back', () => {
    const text = toCsv([{ name: 'Smith, Ann', note: 'say "hi"', n: 7 }], ['name', 'note', 'n']);
    expect(text).toBe('name,note,n\r\n"Smith, Ann","say ""hi""",7');
    expect(parseCsv(text).rows).toEqual([{ name: 'Smith, Ann', note: 'say "hi"', n: '7' }]);
  });

  it('names the line of a malformed row', () => {
    const parsed = parseCsv('a,b\n1,2\n3,4,5\n');
    expect(parsed.problems[0]?.row).toBe(2);
  });
});
