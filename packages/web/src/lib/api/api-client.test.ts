import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiUpload, handleSignedOutWith } from './api-client';
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

describe('uploads', () => {
  it('asks to sign in again when the session ended, then sends the same file once more', async () => {
    const sent: { type: string; size: number }[] = [];
    const answers = [
      reply(401, { error: 'sign in to continue', code: 'signed-out' }),
      reply(201, { url: 'http://localhost/uploads/x/a.png' }),
    ];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({ type: headers['content-type'] ?? '', size: (init.body as Blob).size });
      return Promise.resolve(answers.shift());
    });
    let prompts = 0;
    handleSignedOutWith(() => {
      prompts += 1;
      return Promise.resolve();
    });
    const photo = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const answer = await apiUpload<{ url: string }>('/api/competitions/x/uploads', photo);
    expect(answer.url).toBe('http://localhost/uploads/x/a.png');
    expect(prompts).toBe(1);
    expect(sent).toEqual([
      { type: 'image/png', size: 4 },
      { type: 'image/png', size: 4 },
    ]);
  });

  it("carries the server's words, and a page that is not JSON still fails with the status", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(reply(415, { error: 'the file is not a PNG image' })),
    );
    const photo = new Blob(['x'], { type: 'image/png' });
    await expect(apiUpload('/api/competitions/x/uploads', photo)).rejects.toThrow(
      'the file is not a PNG image',
    );
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>Request Entity Too Large</html>', { status: 413 })),
    );
    await expect(apiUpload('/api/competitions/x/uploads', photo)).rejects.toThrow(
      'the server answered 413',
    );
  });
});
