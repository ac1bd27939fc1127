import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCellText, toCsv } from './csv';

/** The one cell of a one-column, one-row CSV, unquoted as a spreadsheet reads it. */
function writtenCell(value: string | number): string {
  const [, line = ''] = /^v\r\n([\s\S]*)\r\n$/.exec(toCsv(['v'], [{ v: value }])) ?? [];
  return line.startsWith('"') ? line.slice(1, -1).replaceAll('""', '"') : line;
}

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
      [{ v: 'Smith, Ann' }, { v: 'the "Blue" club' }, { v: 'two\nlines' }, { v: ' padded' }],
    );
    expect(csv).toBe('v\r\n"Smith, Ann"\r\n"the ""Blue"" club"\r\n"two\nlines"\r\n" padded"\r\n');
  });

  it('writes only the header when there are no rows, and an empty field for a missing column', () => {
    expect(toCsv(['event', 'round'], [])).toBe('event,round\r\n');
    expect(toCsv(['a', 'b'], [{ a: 'x' }])).toBe('a,b\r\nx,\r\n');
  });
});

describe('a cell that would start a formula', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","Click")',
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    ],
    ["-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['@SUM(1+1)*cmd|"/C calc"!A0', `"'@SUM(1+1)*cmd|""/C calc""!A0"`],
    ['+1', `'+1`],
    ['\t=1', `'\t=1`],
    ['\r=1', `"'\r=1"`],
    ['-', `'-`],
    ['--5', `'--5`],
    ['-2.5e3', `'-2.5e3`],
    ['=1,2', `"'=1,2"`],
  ])('%j is written as text: %s', (value, written) => {
    expect(toCsv(['v'], [{ v: value }])).toBe(`v\r\n${written}\r\n`);
  });

  it.each([
    [-2.5, '-2.5'],
    [-7, '-7'],
    [0, '0'],
    [1e21, '1e+21'],
    ['-2.5', '-2.5'],
    ['-12.50', '-12.50'],
    ['-.5', '-.5'],
    ['12', '12'],
  ])('keeps the number %j as a number: %s', (value, written) => {
    expect(toCsv(['v'], [{ v: value }])).toBe(`v\r\n${written}\r\n`);
  });

  it('neutralises numbers a spreadsheet cannot read as one', () => {
    expect(csvCellText(-Infinity)).toBe("'-Infinity");
    expect(csvCellText(Number.NaN)).toBe('NaN');
  });

  it('leaves other text alone: a name is what it is', () => {
    expect(csvCellText('Ann-Marie')).toBe('Ann-Marie');
    expect(csvCellText("O'Neil")).toBe("O'Neil");
    expect(csvCellText(' =1')).toBe(' =1');
    expect(csvCellText(true)).toBe('true');
  });

  it('no written cell of any string starts a formula unless it is a plain number, and nothing is lost', () => {
    const risky = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      '\n',
      '"',
      ',',
      "'",
      ' ',
      '1',
      '.',
      'a',
    );
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: risky }),
      fc.tuple(risky, fc.string()).map(([first, rest]) => first + rest),
    );
    fc.assert(
      fc.property(text, (value) => {
        const cell = writtenCell(value);
        expect(cell === value || cell === `'${value}`).toBe(true);
        if (/^[=+\-@\t\r]/.test(cell)) {
          expect(cell).toMatch(/^-(\d+(\.\d+)?|\.\d+)$/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every finite number as the number it is', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(writtenCell(value)).toBe(String(value));
      }),
    );
  });
});
