import { describe, expect, it } from 'vitest';
import { commandTypes } from '../commands/command';
import { authorize } from './authorize';

describe('authorize', () => {
  it.each(commandTypes)('lets the server itself issue %s', (type) => {
    expect(authorize({ kind: 'system', label: 'test' }, type)).toEqual({ allowed: true });
  });

  it.each(commandTypes)('refuses %s from an anonymous visitor', (type) => {
    expect(authorize({ kind: 'anonymous' }, type)).toMatchObject({ allowed: false });
  });

  it('explains the refusal in words', () => {
    expect(authorize({ kind: 'anonymous' }, 'updateMetadata')).toEqual({
      allowed: false,
      reason: 'sign in as an organizer to update metadata',
    });
  });
});
