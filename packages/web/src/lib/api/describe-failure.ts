import { ApiError, sentence } from './api-error';

/** What a screen says when a request got no answer at all (offline, server down). */
export const UNREACHABLE = 'The server could not be reached. Check the connection and try again.';

/**
 * The one way a failed request becomes a sentence for the user. The server's
 * refusals are written to be shown, so they are shown as they are; `fetch`
 * rejects with a TypeError when no answer came; any other Error is one of ours
 * (e.g. "you are signed out" when the sign-in prompt was cancelled).
 */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    return sentence(error.message);
  }
  if (error instanceof TypeError) {
    return UNREACHABLE;
  }
  if (error instanceof Error && error.message.trim()) {
    return sentence(error.message);
  }
  return 'Something went wrong.';
}

/** The server's own words of a refusal, unchanged, for forms that place them by field. */
export function failureWords(error: unknown): string {
  return error instanceof ApiError ? error.message : describeFailure(error);
}
