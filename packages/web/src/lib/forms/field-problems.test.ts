import { describe, expect, it } from 'vitest';
import { fieldProblems } from './field-problems';

describe('fieldProblems', () => {
  it('names each field, by its path or the path’s first part, as a sentence', () => {
    expect(
      fieldProblems(
        { name: 'must not be empty', 'lead.name': 'enter a name', leadNumber: 'Enter 1 to 9.' },
        { name: 'Name', lead: 'Lead', leadNumber: 'Lead number' },
      ),
    ).toEqual(['Name: must not be empty.', 'Lead: enter a name.', 'Lead number: Enter 1 to 9.']);
  });

  it('leaves an error with no label as its own sentence, and skips cleared errors', () => {
    expect(fieldProblems({ couple: 'the lead and the follow differ', gone: null })).toEqual([
      'The lead and the follow differ.',
    ]);
  });
});
