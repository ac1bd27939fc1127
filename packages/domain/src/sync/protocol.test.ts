import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { clientMessageSchema, serverMessageSchema } from './protocol';

/** The problems of a refused message, one line each, as the server words them back. */
const problems = (error: ZodError | undefined) =>
  (error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the page audience in the sync protocol (ADR 044)', () => {
  it('lets a client subscribe to one public page by its path, and leave it', () => {
    expect(
      clientMessageSchema.parse({ type: 'subscribe', audience: 'page', page: '/rules' }),
    ).toEqual({ type: 'subscribe', audience: 'page', page: '/rules' });
    expect(
      clientMessageSchema.parse({ type: 'unsubscribe', audience: 'page', page: '/rules/' }),
    ).toEqual({ type: 'unsubscribe', audience: 'page', page: '/rules/' });
  });

  it('refuses a page that does not start with /, saying so', () => {
    const parsed = clientMessageSchema.safeParse({
      type: 'subscribe',
      audience: 'page',
      page: 'rules',
    });
    expect(parsed.success).toBe(false);
    expect(problems(parsed.error)).toEqual(['page: a page path starts with /']);
  });

  it('refuses a page over 300 characters, naming the limit', () => {
    const parsed = clientMessageSchema.safeParse({
      type: 'subscribe',
      audience: 'page',
      page: `/${'a'.repeat(300)}`,
    });
    expect(parsed.success).toBe(false);
    const [problem, ...others] = problems(parsed.error);
    expect(others).toEqual([]);
    expect(problem).toMatch(/^page: .*300/);
    // 300 characters are a path still.
    expect(
      clientMessageSchema.safeParse({
        type: 'subscribe',
        audience: 'page',
        page: `/${'a'.repeat(299)}`,
      }).success,
    ).toBe(true);
  });

  it('refuses an empty page and one of two lines', () => {
    for (const page of ['', '/rules\n/about']) {
      const parsed = clientMessageSchema.safeParse({ type: 'subscribe', audience: 'page', page });
      expect(parsed.success, JSON.stringify(page)).toBe(false);
      expect(problems(parsed.error)[0]).toMatch(/^page: /);
    }
  });

  it('has the server name the page on its snapshot, change, synced and error messages', () => {
    const named = { competition: 'demo', audience: 'page', page: '/rules' } as const;
    for (const message of [
      { type: 'snapshot', ...named, version: 3, epoch: 'e1', view: { page: 'rules' } },
      { type: 'change', ...named, from: 3, to: 4, patches: [] },
      { type: 'synced', ...named, version: 4, epoch: 'e1' },
      { type: 'error', ...named, message: 'no page "/rules" to watch' },
    ]) {
      expect(serverMessageSchema.parse(message)).toEqual(message);
    }
  });
});
