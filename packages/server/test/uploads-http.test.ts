import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import type { BrowserClient } from './helpers/browser-client';
import { sendCommand } from './helpers/send-command';
import { startTestServer, type TestServer } from './helpers/start-test-server';
import { ONE_PIXEL_PNG } from './helpers/one-pixel-png';

const PNG = ONE_PIXEL_PNG;
const UPLOADS = `/api/competitions/${DEMO_SLUG}/uploads`;

interface UploadAnswer {
  status: number;
  body: { url?: string; path?: string; error?: string };
}

/** POSTs raw bytes the way the officials screen does, as `browser` (or nobody). */
async function upload(
  browser: BrowserClient | undefined,
  body: Buffer | ReadableStream<Uint8Array>,
  contentType: string | undefined,
  origin = server.url,
): Promise<UploadAnswer> {
  const response = await fetch(`${server.url}${UPLOADS}`, {
    method: 'POST',
    headers: {
      origin,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(browser ? { cookie: browser.cookieHeader() } : {}),
    },
    body,
    duplex: 'half',
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

let server: TestServer;
let scrutineer: BrowserClient;
let registrar: BrowserClient;

beforeAll(async () => {
  server = await startTestServer();
  await createMember(server, 'sam@example.org', ['scrutineer']);
  await createMember(server, 'rita@example.org', ['registrar']);
  scrutineer = await signedInBrowser(server, 'sam@example.org');
  registrar = await signedInBrowser(server, 'rita@example.org');
});
afterAll(async () => {
  await server.dispose();
});

describe('photo uploads', () => {
  it('stores a PNG, serves it back read-only, and its URL is a valid official photo', async () => {
    const answer = await upload(scrutineer, PNG, 'image/png');
    expect(answer.status).toBe(201);
    const url = answer.body.url ?? '';
    expect(url).toMatch(new RegExp(`^${server.url}/uploads/${DEMO_SLUG}/[0-9a-f]{32}\\.png$`, 'u'));
    expect(
      existsSync(path.join(server.config.dataDir, 'uploads', DEMO_SLUG, path.basename(url))),
    ).toBe(true);

    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    // The audit log says who uploaded what, from where.
    const logged = (await server.accounts.audit.forCompetition(DEMO_SLUG)).find(
      (entry) => entry.action === 'photo-uploaded',
    );
    expect(logged).toMatchObject({
      actor: 'sam@example.org',
      target: new URL(url).pathname,
      detail: `PNG, ${PNG.length} bytes`,
    });
    expect(logged?.ip).toMatch(/127\.0\.0\.1/);

    const saved = await sendCommand(
      server.url,
      {
        type: 'saveOfficial',
        official: { key: 'photo-judge', name: 'Ines Foto', role: 'Judge', bio: '', photoURL: url },
      },
      { token: server.token, slug: DEMO_SLUG },
    );
    expect(saved.status).toBe(200);
    expect(server.host.stateOf(DEMO_SLUG)?.metadata.officials['photo-judge']?.photoURL).toBe(url);
  });

  it('refuses a type that is not PNG, JPEG or WebP, and says which types it takes', async () => {
    const text = await upload(scrutineer, Buffer.from('hello'), 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.error).toBe(
      'a photo must be a PNG, JPEG or WebP image (image/png, image/jpeg, image/webp), not text/plain',
    );
    const untyped = await upload(scrutineer, PNG, undefined);
    expect(untyped.status).toBe(415);
    expect(untyped.body.error).toContain('send the photo with its content type');
  });

  it('refuses bytes that are not the image type they claim to be', async () => {
    const disguised = await upload(
      scrutineer,
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.error).toBe(
      'the file is not a PNG image, though it was sent as image/png',
    );
  });

  it('refuses a photo over 2 MB, whether its length is declared or not', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const declared = await upload(scrutineer, big, 'image/png');
    expect(declared.status).toBe(413);
    expect(declared.body.error).toBe('the photo is 2.1 MB: at most 2 MB is allowed');

    const streamed = await upload(
      scrutineer,
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(big));
          controller.close();
        },
      }),
      'image/png',
    );
    expect(streamed.status).toBe(413);
    expect(streamed.body.error).toBe('the photo is larger than 2 MB, the most allowed');
  });

  it('is refused to nobody signed in, to roles that may not save officials, and to other sites', async () => {
    const stored = () => readdirSync(path.join(server.config.dataDir, 'uploads', DEMO_SLUG));
    const before = stored();
    const anonymous = await upload(undefined, PNG, 'image/png');
    expect(anonymous.status).toBe(401);
    const forbidden = await upload(registrar, PNG, 'image/png');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBeTruthy();
    const elsewhere = await upload(scrutineer, PNG, 'image/png', 'https://evil.example');
    expect(elsewhere.status).toBe(403);
    expect(stored()).toEqual(before);
  });

  it('serves nothing outside the uploads folder, and nothing that is not a stored name', async () => {
    for (const file of ['..%2F..%2Ffloorcraft.sqlite', 'notes.txt', `${'0'.repeat(32)}.png`]) {
      const response = await fetch(`${server.url}/uploads/${DEMO_SLUG}/${file}`);
      expect(response.status, file).toBe(404);
    }
  });

  it('refuses an upload to a competition that does not exist', async () => {
    const response = await fetch(`${server.url}/api/competitions/no-such-thing/uploads`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', cookie: scrutineer.cookieHeader() },
      body: PNG,
    });
    expect(response.status).toBe(404);
  });
});
