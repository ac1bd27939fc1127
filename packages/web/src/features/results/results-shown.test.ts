import { describe, expect, it } from 'vitest';
import { resultsShown } from './results-shown';

describe('resultsShown', () => {
  it('shows the public results only once published, and staff always', () => {
    expect(resultsShown({ resultsPageShown: false }, false)).toBe(false);
    expect(resultsShown({ resultsPageShown: true }, false)).toBe(true);
    expect(resultsShown({ resultsPageShown: false }, true)).toBe(true);
    expect(resultsShown(undefined, false)).toBe(false);
  });
});
