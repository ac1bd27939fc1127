import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header line and one CRLF-ended line per row', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          { a: 'x', b: 1 },
          { a: 'y', b: 2.5 },
        ],
      ),
    ).toBe('a,b\r\nx,1\r\ny,2.5\r\n');
  });

  it('quotes separators, quotes, line breaks and edge spaces, doubling quotes', () => {
    const csv = toCsv(
      ['v'],
      [
        { v: 'Smith, Ann' },
        { v: 'the "Blue" club' },
        { v: 'two\nlines' },
        { v: ' padded' },
        { v: '=1+1' },
      ],
    );
    expect(csv).toBe(
      'v\r\n"Smith, Ann"\r\n"the ""Blue"" club"\r\n"two\nlines"\r\n" padded"\r\n=1+1\r\n',
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['event', 'round'], [])).toBe('event,round\r\n');
  });
});
