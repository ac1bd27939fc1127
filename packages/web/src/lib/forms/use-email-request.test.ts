import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { useEmailRequest } from './use-email-request';

const submitted = { preventDefault: () => {} } as FormEvent;

describe('useEmailRequest: a form that sends one email address and says what came of it', () => {
  it('sends the address trimmed, says the outcome, empties the field and tells the screen', async () => {
    const done = vi.fn();
    const send = vi.fn((email: string) => Promise.resolve({ ok: true, text: `${email} named.` }));
    const { result } = renderHook(() => useEmailRequest(send, done));
    act(() => result.current.setEmail('  nora@example.org '));
    await act(() => result.current.submit(submitted));
    expect(send).toHaveBeenCalledWith('nora@example.org');
    expect(result.current.outcome).toEqual({ ok: true, text: 'nora@example.org named.' });
    expect(result.current.email).toBe('');
    expect(result.current.busy).toBe(false);
    expect(done).toHaveBeenCalledOnce();
  });

  it('keeps what was typed when the server refuses, and says why', async () => {
    const done = vi.fn();
    const send = () =>
      Promise.reject(
        new ApiError(400, 'no account has the email x@example.org', undefined, undefined),
      );
    const { result } = renderHook(() => useEmailRequest(send, done));
    act(() => result.current.setEmail('x@example.org'));
    await act(() => result.current.submit(submitted));
    expect(result.current.outcome?.ok).toBe(false);
    expect(result.current.outcome?.text).toMatch(/no account has the email x@example.org/i);
    expect(result.current.email).toBe('x@example.org');
    expect(done).not.toHaveBeenCalled();
  });
});
