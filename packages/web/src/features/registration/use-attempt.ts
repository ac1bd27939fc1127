import { useCallback, useRef } from 'react';
import { ApiError } from '../../lib/api/api-error';

/** The id of one attempt to register, and when to start a new attempt. */
export interface Attempt {
  /** The id of the attempt under way, made at its first send. */
  id: () => string;
  /**
   * Called with a failed send's error: a definite answer (the server
   * refused or had already stored it under this id) ends the attempt; no
   * answer, a 5xx or 429 keeps it, so the retry is the same registration.
   */
  failed: (error: unknown) => void;
  /** The attempt succeeded; the next registration is a new one. */
  done: () => void;
}

/** A refusal says nothing was stored under the id, so a changed form is a new attempt. */
function isDefinite(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

/**
 * One command id per attempt to register, kept until the attempt has a
 * definite answer: a double tap, or a retry after a lost answer, sends the
 * same id, and the server registers the couple once and answers the same
 * codes (ADR 019).
 */
export function useAttempt(): Attempt {
  const current = useRef<string | undefined>(undefined);
  const id = useCallback(() => (current.current ??= crypto.randomUUID()), []);
  const failed = useCallback((error: unknown) => {
    if (isDefinite(error)) {
      current.current = undefined;
    }
  }, []);
  const done = useCallback(() => {
    current.current = undefined;
  }, []);
  return { id, failed, done };
}
