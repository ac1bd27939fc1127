import { describe, expect, it } from 'vitest';
import {
  correctDancerCommand,
  correctDancerRules,
  correctDancerValues,
} from './correct-dancer-model';

const dancer = {
  id: 'ann',
  name: 'Ann Lee',
  affiliation: 'Lakeside Dance Club',
  levels: { smoothLevel: 'Bronze' as const },
  ageGroup: 'Adult' as const,
};
const account = { email: 'ann@example.org', student: true };

describe('correcting a registered dancer', () => {
  it('keeps the stored levels and age group and sends the corrected details', () => {
    const values = { ...correctDancerValues(dancer, account), name: ' Ann Lee-Park ' };
    expect(correctDancerCommand(dancer, values)).toEqual({
      type: 'correctDancer',
      competitorId: 'ann',
      name: 'Ann Lee-Park',
      affiliation: 'Lakeside Dance Club',
      levels: { smoothLevel: 'Bronze' },
      ageGroup: 'Adult',
      email: 'ann@example.org',
      student: true,
    });
  });

  it('checks with the domain’s schema: an email, a name, Other with its name', () => {
    const rules = correctDancerRules(dancer);
    const values = correctDancerValues(dancer, account);
    expect(rules(values)).toEqual({});
    expect(rules({ ...values, email: 'not mail', name: ' ' })).toEqual({
      email: 'enter an email address',
      name: 'enter the dancer’s name',
    });
    expect(rules({ ...values, affiliation: 'Other' })).toEqual({
      otherAffiliation: 'enter the name of your school or club',
    });
  });
});
