import { eventDefinitionSchema, officialSchema } from '@floorcraft/domain';
import { describe, expect, it } from 'vitest';
import { allRules, domainResolver } from './domain-resolver';

describe('domainResolver', () => {
  const event = domainResolver({
    schema: eventDefinitionSchema,
    input: (values: { title: string }) => ({ name: values.title, eventDances: [] }),
    fields: { name: 'title' },
  });

  it('checks the command’s input with the domain’s schema, each problem on its form field', () => {
    expect(event({ title: 'Gold 1/2 Latin' })).toEqual({
      title: 'must not contain any of . # $ / [ ]',
      eventDances: 'choose at least one dance',
    });
  });

  it('places the problems of one part of a form under that part', () => {
    const judge = domainResolver({
      schema: officialSchema,
      input: (values: { key: string }) => ({
        key: values.key,
        name: 'Ann',
        role: 'Judge',
        bio: '',
      }),
      at: 'judge',
    });
    expect(judge({ key: 'a/b' })).toEqual({ 'judge.key': 'must not contain any of . # $ / [ ]' });
  });

  it('keeps the first problem of a field when rules are combined', () => {
    const taken = () => ({ title: 'an event by that name exists', other: 'second rule' });
    expect(allRules(event, taken)({ title: 'a/b' })).toEqual({
      title: 'must not contain any of . # $ / [ ]',
      eventDances: 'choose at least one dance',
      other: 'second rule',
    });
  });
});
