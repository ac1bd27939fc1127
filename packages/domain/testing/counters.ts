/**
 * The test builders' counters: keys (k1, k2, …, and r1, r2, … for registration contexts), codes
 * (TEST2222, …) and the ticking runner's seconds. Never reused within a test file, as the server
 * never reuses a key. In a module of their own that imports nothing: the Vitest setup file
 * resets them before each file without loading the domain, which a file that mocks a domain
 * module must load itself, after its mock.
 */
export const builderCounters = { keys: 0, seconds: 0, registrationKeys: 0, codes: 0 };

/** Starts every counter again, as a file with modules of its own would. */
export function resetBuilderCounters(): void {
  builderCounters.keys = 0;
  builderCounters.seconds = 0;
  builderCounters.registrationKeys = 0;
  builderCounters.codes = 0;
}
