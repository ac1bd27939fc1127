import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, handleSignedOutWith } from './api-client';
import { ApiError } from './api-error';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api requests when the session has ended', () => {
  it('asks to sign in again, then retries the same request with the same body', async () => {
    const sent: { path: string; body: unknown }[] = [];
    const answers = [
      reply(401, { error: 'sign in to continue', code: 'signed-out' }),
      reply(201, { email: 'late@example.org', mail: 'sent' }),
    ];
    vi.stubGlobal('fetch', (path: string, init: RequestInit) => {
      sent.push({ path, body: JSON.parse(init.body as string) });
      return Promise.resolve(answers.shift());
    });
    let prompts = 0;
    handleSignedOutWith(() => {
      prompts += 1;
      return Promise.resolve();
    });
    const answer = await api('POST', '/api/competitions/x/invitations', {
      email: 'late@example.org',
    });
    expect(answer).toEqual({ email: 'late@example.org', mail: 'sent' });
    expect(prompts).toBe(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it('gives up with the reason when the user cancels the prompt', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(reply(401, { error: 'sign in to continue', code: 'signed-out' })),
    );
    handleSignedOutWith(() => Promise.reject(new Error('you are signed out')));
    await expect(api('PUT', '/api/competitions/x/members/u/roles', { roles: [] })).rejects.toThrow(
      'you are signed out',
    );
  });

  it('does not prompt for a wrong password at sign-in, and carries the server’s words', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(reply(401, { error: 'email or password is incorrect' })),
    );
    let prompts = 0;
    handleSignedOutWith(() => {
      prompts += 1;
      return Promise.resolve();
    });
    const failure = api('POST', '/api/auth/sign-in', { email: 'a@b.c', password: 'x' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('email or password is incorrect');
    expect(prompts).toBe(0);
  });
});
