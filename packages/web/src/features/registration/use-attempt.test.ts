import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { useAttempt } from './use-attempt';

const refused = (status: number) => new ApiError(status, 'refused', undefined, undefined);

describe('useAttempt: one command id per attempt to register', () => {
  it('sends a double tap with the same id, across renders', () => {
    const { result, rerender } = renderHook(() => useAttempt());
    const first = result.current.id();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    rerender();
    expect(result.current.id()).toBe(first);
  });

  it('retries with the same id after no answer, a server error or a 429, so it registers once', () => {
    const { result } = renderHook(() => useAttempt());
    const first = result.current.id();
    for (const error of [
      new TypeError('Failed to fetch'),
      new DOMException('The operation timed out.', 'TimeoutError'),
      refused(502),
      refused(503),
      refused(429),
    ]) {
      result.current.failed(error);
      expect(result.current.id()).toBe(first);
    }
  });

  it('starts a new attempt, with a new id, after a definite refusal', () => {
    const { result } = renderHook(() => useAttempt());
    const first = result.current.id();
    result.current.failed(refused(422));
    const second = result.current.id();
    expect(second).not.toBe(first);
    // The new attempt keeps its id for its own retries.
    result.current.failed(new TypeError('Failed to fetch'));
    expect(result.current.id()).toBe(second);
    result.current.failed(refused(409));
    expect(result.current.id()).not.toBe(second);
  });

  it('starts a new attempt after a success', () => {
    const { result } = renderHook(() => useAttempt());
    const first = result.current.id();
    result.current.done();
    expect(result.current.id()).not.toBe(first);
  });
});
