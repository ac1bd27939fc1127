import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(new URL('..', import.meta.url).pathname, 'docs/decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000-'))
  .sort();
const read = (name: string) => readFileSync(path.join(folder, name), 'utf8');
const numberOf = (name: string) => name.slice(0, 3);
/** The text of a record's "- Status:" or "- Supersedes:" line, if it has one. */
const field = (text: string, label: string) =>
  new RegExp(`^- ${label}: (.+)$`, 'm').exec(text)?.[1];

/** The index's rows: number and the file the row links to. */
const indexRows = [...read('README.md').matchAll(/^\| (\d{3}) \| \[[^\]]+\]\(([^)]+)\)/gm)].map(
  ([, number, file]) => ({ number: number!, file: file! }),
);

describe('the decision records and their index (docs/decisions/README.md)', () => {
  it('lists every record once, in order, each row linking to its own file', () => {
    expect(indexRows.map((row) => row.file)).toEqual(records);
    for (const row of indexRows) {
      expect(numberOf(row.file), row.file).toBe(row.number);
    }
  });

  it('numbers the records one after another, each with a title naming its number', () => {
    records.forEach((name, index) => {
      expect(Number(numberOf(name)), name).toBe(index + 1);
      expect(read(name).split('\n')[0], name).toMatch(new RegExp(`^# ${numberOf(name)}: \\S`));
    });
  });

  it('gives every record a date and a status', () => {
    for (const name of records) {
      const text = read(name);
      expect(field(text, 'Date'), name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(field(text, 'Status'), name).toMatch(/^(proposed|accepted|superseded)/);
    }
  });

  it('marks a superseded record as superseded by the record that replaces it', () => {
    for (const name of records) {
      const supersedes = field(read(name), 'Supersedes');
      const replaced = supersedes === undefined ? undefined : /\b(\d{3})\b/.exec(supersedes)?.[1];
      if (replaced === undefined) {
        continue;
      }
      const old = records.find((record) => numberOf(record) === replaced);
      expect(old, `${name} supersedes ${replaced}, which is not a record`).toBeDefined();
      expect(field(read(old!), 'Status'), `${old} names ${name}`).toMatch(
        new RegExp(`superseded by ${numberOf(name)}`),
      );
    }
  });
});
