import type { CoupleImportPlan, CoupleInput } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { importBatches, refusalOnLine } from './import-batches';

const couple = (name: string): CoupleInput => ({
  lead: { name, affiliation: 'Other' },
  follow: { name: `${name} follow`, affiliation: 'Other' },
  events: ['Bronze Standard'],
});

const plan: CoupleImportPlan = {
  couples: [couple('A'), couple('C'), couple('D')],
  rows: [
    { row: 2, couple: couple('A') },
    { row: 3, problem: 'leadName: missing' },
    { row: 4, couple: couple('C') },
    { row: 5, couple: couple('D') },
  ],
};

describe('importBatches', () => {
  it('sends only the lines that can be taken, in batches, remembering their lines', () => {
    const batches = importBatches(plan, 2);
    expect(batches.map((batch) => batch.lines)).toEqual([[2, 4], [5]]);
    expect(batches[0]?.couples.map((c) => ('name' in c.lead ? c.lead.name : ''))).toEqual([
      'A',
      'C',
    ]);
  });
});

describe('refusalOnLine', () => {
  const [first, second] = importBatches(plan, 2);
  it('turns "couple N" into the line of the file', () => {
    expect(refusalOnLine('couple 2: number 7 is already worn by another lead', first!)).toBe(
      'line 4: number 7 is already worn by another lead',
    );
  });
  it('names the line of a batch of one, which the server does not number', () => {
    expect(refusalOnLine('no event named "X"', second!)).toBe('line 5: no event named "X"');
  });
  it('leaves other refusals as they are', () => {
    expect(refusalOnLine('nothing to import', first!)).toBe('nothing to import');
  });
});
