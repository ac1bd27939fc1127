/**
 * Too many attempts of one kind (wrong current passwords, dead reset links): the command
 * did nothing, and the person may try again after `retryAfterMs`. Routes answer 429 with
 * Retry-After and the wait in words.
 */
export class AttemptsLimited extends Error {
  constructor(readonly retryAfterMs: number) {
    super('too many attempts');
    this.name = 'AttemptsLimited';
  }
}
