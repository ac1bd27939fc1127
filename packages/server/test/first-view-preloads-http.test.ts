import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, DEMO_SLUG, signedInBrowser } from './helpers/accounts';
import { startTestServer, type TestServer } from './helpers/start-test-server';

/** The snapshot URLs a page's answer names as preloads (its Link header), in order. */
async function preloadsOf(server: TestServer, path: string, cookie?: string): Promise<string[]> {
  const response = await fetch(`${server.url}${path}`, {
    headers: cookie === undefined ? {} : { cookie },
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Floorcraft test app');
  return [...(response.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel=preload/g)].map(
    (match) => match[1]!,
  );
}

const view = (audience: string, slug = DEMO_SLUG) => `/api/competitions/${slug}/views/${audience}`;

describe('the competitors page names the views it will read first (issue 25 item 9)', () => {
  let server: TestServer;
  let registrarCookie: string;
  let mcCookie: string;

  beforeAll(async () => {
    server = await startTestServer();
    await createMember(server, 'rita@example.org', ['registrar']);
    await createMember(server, 'mo@example.org', ['mc']);
    registrarCookie = (await signedInBrowser(server, 'rita@example.org')).cookieHeader();
    mcCookie = (await signedInBrowser(server, 'mo@example.org')).cookieHeader();
  });
  afterAll(() => server.dispose());

  it("names the frame and the desk for a registrar, and the desk answers the registrar's cookie", async () => {
    expect(await preloadsOf(server, '/admin/competitors', registrarCookie)).toEqual([
      view('frame'),
      view('desk'),
    ]);
    const desk = await fetch(`${server.url}${view('desk')}`, {
      headers: { cookie: registrarCookie },
    });
    expect(desk.status).toBe(200);
  });

  it('names the staff view, never the desk, for an MC', async () => {
    expect(await preloadsOf(server, '/admin/competitors', mcCookie)).toEqual([
      view('frame'),
      view('staff'),
    ]);
  });

  it('names only the public frame for a visitor nobody signed in', async () => {
    expect(await preloadsOf(server, '/admin/competitors')).toEqual([view('frame')]);
  });

  it("names the route's own competition under /c/:slug, and nothing for one not hosted", async () => {
    expect(await preloadsOf(server, `/c/${DEMO_SLUG}/admin/competitors`, registrarCookie)).toEqual([
      view('frame'),
      view('desk'),
    ]);
    expect(await preloadsOf(server, '/c/no-such-competition/admin/competitors')).toEqual([]);
  });

  it('names nothing for the other pages', async () => {
    for (const path of ['/', '/admin', '/admin/setup', '/admin/competitors/add-competitor']) {
      expect(await preloadsOf(server, path, registrarCookie), path).toEqual([]);
    }
  });
});
