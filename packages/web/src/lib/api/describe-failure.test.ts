import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeFailure, failureWords, UNREACHABLE } from './describe-failure';

describe('describeFailure', () => {
  it('shows the server’s refusal as a sentence', () => {
    const refusal = new ApiError(409, 'the round is already posted', undefined, undefined);
    expect(describeFailure(refusal)).toBe('The round is already posted.');
    expect(failureWords(refusal)).toBe('the round is already posted');
  });

  it('says the server could not be reached when fetch got no answer', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toBe(UNREACHABLE);
  });

  it('shows our own errors’ words, and something general for anything else', () => {
    expect(describeFailure(new Error('you are signed out: sign in again'))).toBe(
      'You are signed out: sign in again.',
    );
    expect(describeFailure('nonsense')).toBe('Something went wrong.');
  });
});
